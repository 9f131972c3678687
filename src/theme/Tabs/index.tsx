/**
 * Wraps the theme's Tabs so the keyboard switches tabs the way the ARIA tabs
 * pattern describes: the arrow keys select the tab they move to (the theme
 * only moves focus), and Space selects like Enter (the theme's tabs are <li>).
 */
import type {KeyboardEvent, ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

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
  return (
    <div onKeyDown={selectFocusedTab}>
      <Tabs {...props} />
    </div>
  );
}
