/**
 * A theme component that hydrates after the page's frame, like the article's blocks
 * (./index.tsx): the wrapped swizzles of the navbar, sidebar, table of contents
 * and footer use it, so the first hydration task only builds the page's frame.
 * The component must render one element, as every wrapped block does.
 */
import {useContext, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {HydratingServerMarkup} from '@site/src/components/ServerMarkup';
import HydrateLater from '.';

/**
 * Theme components render their server state until `useIsBrowser()` turns
 * true (the colour-mode toggle is disabled, for one). By the time they hydrate the app's
 * value is already true, and React does not correct attributes while it
 * hydrates, so a part hydrating late sees false until it has hydrated.
 */
function BrowserOnceHydrated({children}: {children: ReactNode}): ReactNode {
  const hydratingLate = useContext(HydratingServerMarkup);
  const [isBrowser, setIsBrowser] = useState(!hydratingLate);
  useEffect(() => setIsBrowser(true), []);
  if (!hydratingLate) return children;
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

export function hydrateLater<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  return function HydratedLater(props: Props): ReactNode {
    return (
      <HydrateLater
        render={() => (
          <BrowserOnceHydrated>
            <Component {...props} />
          </BrowserOnceHydrated>
        )}
      />
    );
  };
}
