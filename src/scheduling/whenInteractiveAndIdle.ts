import {INTERACTIVE_ATTRIBUTES, INTERACTIVE_PAGE} from './interactivePage';

/**
 * Runs `run` once the page is interactive and the main thread is next idle: work that must
 * not count against the page's own load (the load event can come before hydration ends).
 * Returns a function that cancels it.
 */
export function whenInteractiveAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const observer = new MutationObserver(check);
  function check() {
    if (!document.documentElement.matches(INTERACTIVE_PAGE)) return;
    observer.disconnect();
    const start = () => !cancelled && run();
    // Safari has no requestIdleCallback.
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, {timeout: 5000}) : window.setTimeout(start, 200);
  }
  observer.observe(document.documentElement, {attributes: true, attributeFilter: INTERACTIVE_ATTRIBUTES});
  check();
  return () => {
    cancelled = true;
    observer.disconnect();
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else if (idle !== undefined) clearTimeout(idle);
  };
}
