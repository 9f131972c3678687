/**
 * Stands in for Docusaurus's client API, `window.docusaurus` (@docusaurus/core
 * lib/client/docusaurus.js; see index.ts). Each link that scrolls into view
 * calls `prefetch(route)`, which matches the route and looks up the URL of
 * each of its chunks at once, in the link's IntersectionObserver callback. A
 * page's sidebar and article bring dozens of links into view together, so
 * that one callback took about 20 ms right after the page hydrated. Here the
 * lookup waits for the page to load and runs in idle time, one route per job
 * (prefetchOnce.ts); the chunks it finds queue behind it there. Preloading on
 * hover or touch stays immediate: the reader is about to click.
 */
// The query keeps the replacement (index.ts) from swapping this import for this file.
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js?original';
import {startWhenIdle} from './prefetchOnce';

// Docusaurus's prefetch skips routes already fetched or loaded when the job runs.
function prefetchWhenIdle(routePath: string): boolean {
  startWhenIdle(() => void docusaurus.prefetch(routePath));
  return true;
}

export default Object.freeze({...docusaurus, prefetch: prefetchWhenIdle});
