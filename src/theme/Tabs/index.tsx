/**
 * Wraps the theme's Tabs:
 * - the keyboard switches tabs the way the ARIA tabs pattern describes: the
 *   arrow keys select the tab they move to (the theme only moves focus), and
 *   Space selects like Enter (the theme's tabs are <li>);
 * - the theme's tabs never remount. The theme gives them a new key once
 *   `useIsBrowser()` turns true (a workaround for React hydration), which
 *   rebuilds every tab block's DOM, code included, just after the page
 *   hydrates. Here the theme always sees `false` and the panels the real
 *   value, so React updates the tabs in place.
 */
import type {KeyboardEvent, ReactNode} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import {PanelsIsBrowser} from './panelsIsBrowser';

const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight']);

/** Runs after the theme's own handler, which has already moved focus to the next tab. */
function selectFocusedTab(event: KeyboardEvent<HTMLDivElement>): void {
  const target = event.target as HTMLElement;
  // An inner Tabs (nested tabs) has already handled it.
  if (event.defaultPrevented || target.getAttribute('role') !== 'tab') return;
  if (event.key === ' ') {
    event.preventDefault();
    target.click();
    return;
  }
  const focused = document.activeElement as HTMLElement | null;
  if (MOVING_KEYS.has(event.key) && focused?.getAttribute('role') === 'tab' && focused.getAttribute('aria-selected') !== 'true') {
    event.preventDefault();
    focused.click();
  }
}

export default function TabsWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    // Arrow keys pressed on the tab buttons inside bubble up here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={selectFocusedTab}>
      <PanelsIsBrowser.Provider value={isBrowser}>
        <BrowserContext.Provider value={false}>
          <Tabs {...props} />
        </BrowserContext.Provider>
      </PanelsIsBrowser.Provider>
    </div>
  );
}
