/**
 * The "Last updated" line keeps the server's markup when the page hydrates:
 * it only shows a date, and formatting it in the browser (Intl.DateTimeFormat)
 * took about 100 ms of a doc page's hydration at Lighthouse's 4× CPU.
 */
import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {KEEP_SERVER_CHILDREN, useHydratedFromServer} from '@site/src/components/ServerMarkup';

export default function LastUpdatedWrapper(props: WrapperProps<typeof LastUpdatedType>): ReactNode {
  if (useHydratedFromServer()) return <span className={ThemeClassNames.common.lastUpdated} dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />;
  return <LastUpdated {...props} />;
}
