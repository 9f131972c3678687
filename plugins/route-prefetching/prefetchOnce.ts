/**
 * Stands in for Docusaurus's prefetch helper (@docusaurus/core
 * lib/client/prefetch.js; see index.ts). Docusaurus prefetches every chunk of
 * every route a visible link leads to, one <link rel="prefetch"> each. Doc
 * routes share most of their chunks, so a page's sidebar added about 300
 * links in one task, most of them for chunks the page had already run. Here
 * each chunk is asked for once, and never when the page has loaded it; and
 * only once the page has loaded and the main thread is idle, a few links per
 * idle period (idleSlice.ts), so that prefetching neither delays the page's
 * own requests nor adds to the tasks that hydrate it (adding the links took
 * about 35 ms).
 */
import {runIdleSlice, type IdleDeadline} from './idleSlice';

const requested = new Set<string>();
const waiting: (() => void)[] = [];

/**
 * Whether the page has run this script. The bundler removes a chunk's <script> once it has
 * loaded, so the page's own route chunks are found by their requests (a prefetch's own entry
 * is the link's, not a script's).
 */
function alreadyLoaded(href: string): boolean {
  return (
    Array.from(document.scripts).some((script) => script.src === href) ||
    performance.getEntriesByName(href, 'resource').some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
  );
}

function supportsPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** requestIdleCallback, or a short timer where there is none (Safari). */
function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else setTimeout(() => callback({timeRemaining: () => 10}), 50);
}

function startWaiting(deadline: IdleDeadline): void {
  if (runIdleSlice(waiting, deadline, () => performance.now())) whenIdle(startWaiting);
}

/** Runs `start` once the page has loaded, in an idle period (jobs run in the order given). */
export function startWhenIdle(start: () => void): void {
  waiting.push(start);
  if (waiting.length > 1) return;
  if (document.readyState === 'complete') whenIdle(startWaiting);
  else window.addEventListener('load', () => whenIdle(startWaiting), {once: true});
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const href = new URL(url, document.baseURI).href;
  if (requested.has(href) || alreadyLoaded(href)) return Promise.resolve();
  requested.add(href);
  return new Promise((resolve) => {
    startWhenIdle(() => {
      // A navigation may have loaded it meanwhile.
      if (alreadyLoaded(href)) {
        resolve();
        return;
      }
      // Safari has no link prefetch; a plain request fills the HTTP cache instead. Failures are the browser's to log.
      if (!supportsPrefetch()) {
        fetch(href, {credentials: 'include'}).then(
          () => resolve(),
          () => resolve(),
        );
        return;
      }
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
  });
}
