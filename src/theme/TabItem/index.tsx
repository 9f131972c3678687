/**
 * Wraps the theme's TabItem:
 * - with its tab's label, shown only without JavaScript: then every panel is
 *   shown (src/css/no-script.css), one after another, and the label says
 *   which tab each one is;
 * - its contents see the real `useIsBrowser()`, which src/theme/Tabs pins to
 *   false for the theme's tabs.
 */
import {useContext, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';
import {PanelsIsBrowser} from '@site/src/theme/Tabs/panelsIsBrowser';
import styles from './styles.module.css';

export default function TabItemWrapper(props: Props): ReactNode {
  const isBrowser: boolean | null = useContext(PanelsIsBrowser);
  const item = (
    <TabItem {...props}>
      <p className={styles.noScriptLabel}>{props.label ?? props.value}</p>
      {props.children}
    </TabItem>
  );
  return isBrowser === null ? item : <BrowserContext.Provider value={isBrowser}>{item}</BrowserContext.Provider>;
}
