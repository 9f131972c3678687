/**
 * Stands in for Docusaurus's client API, `window.docusaurus` (@docusaurus/core
 * lib/client/docusaurus.js; see index.ts). Each link that scrolls into view
 * calls `prefetch(route)`, which matches the route and looks up the URL of
 * each of its chunks at once, in the link's IntersectionObserver callback. A
 * page's sidebar and article bring dozens of links into view together, so
 * that one callback took about 20 ms right after the page hydrated. Here the
 * lookup waits for the page to load and runs in idle time, one route per job
 * (prefetchOnce.ts); the chunks it finds queue behind it there. And only the
 * routes of next-step links are prefetched, once such a link is in view
 * (nextStepLinks.ts). Preloading on hover or touch stays immediate: the
 * reader is about to click.
 */
// The query keeps the replacement (index.ts) from swapping this import for this file.
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js?original';
import {nextStepLinksTo} from './nextStepLinks';
import {startWhenIdle} from './prefetchOnce';

const watched = new WeakSet<Element>();
let watcher: IntersectionObserver | undefined;

// Docusaurus's prefetch skips routes already fetched or loaded when the job runs.
function prefetchRouteWhenIdle(routePath: string): void {
  startWhenIdle(() => void docusaurus.prefetch(routePath));
}

/**
 * Watches a next-step link itself: a <Link> asks once, the first time it shows, and a link that
 * showed for a moment while the page's sections took their height (content-visibility) may be
 * out of view again by the time the job runs; this one prefetches when the link is seen.
 */
function prefetchOnSight(link: HTMLAnchorElement): void {
  if (watched.has(link)) return;
  watched.add(link);
  watcher ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      watcher!.unobserve(entry.target);
      const route = entry.target.getAttribute('href');
      if (route) prefetchRouteWhenIdle(route);
    }
  });
  watcher.observe(link);
}

function prefetchNextStepsWhenIdle(routePath: string): boolean {
  startWhenIdle(() => nextStepLinksTo(routePath).forEach(prefetchOnSight));
  return true;
}

export default Object.freeze({...docusaurus, prefetch: prefetchNextStepsWhenIdle});
