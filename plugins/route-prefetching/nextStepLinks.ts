/**
 * Which links have their pages prefetched: those a reader is about to take
 * next. The pagination at the end of a page and the links of the phone's
 * menu, which the reader has just opened, are; the desktop sidebar, the
 * navbar and links in the text are not (Docusaurus preloads those on hover
 * or touch, as the reader reaches for them). Prefetching every sidebar route
 * in view cost a doc page 112–132 KB gzip by the time the network was idle
 * (scripts/measure-first-load.ts).
 */
export const NEXT_STEP_LINKS = '.pagination-nav, .navbar-sidebar';

/** The next-step links to a route (the route a Docusaurus <Link> passes to prefetch is its href). */
export function nextStepLinksTo(routePath: string): HTMLAnchorElement[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(`:is(${NEXT_STEP_LINKS}) a[href]`)).filter((link) => link.getAttribute('href') === routePath);
}
