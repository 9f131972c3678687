/**
 * Turns route changes into page views, each sent 32 ms after the route
 * changed, once the new page's title is in the document.
 * Hash-only changes (jumping to a heading) are not page views.
 */
import type {PageView} from './pageViewCommands';

/** Delay between a route change and its page view. */
export const PAGE_VIEW_DELAY_MS = 32;

type LocationLike = {pathname: string; search: string; hash: string};

export type PageViewTrackerOptions = {
  send: (view: PageView) => void;
  /** The absolute URL and current title of the document. */
  readPage: (location: LocationLike) => {url: string; title: string};
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

export function createPageViewTracker({send, readPage, setTimeout, clearTimeout}: PageViewTrackerOptions) {
  let pending: number | undefined;
  let lastUrl: string | null = null;
  return {
    onRouteDidUpdate({location, previousLocation}: {location: LocationLike; previousLocation: LocationLike | null}): void {
      if (previousLocation && previousLocation.pathname === location.pathname && previousLocation.search === location.search) return;
      // A newer navigation within the delay replaces the pending view.
      if (pending !== undefined) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = undefined;
        const {url, title} = readPage(location);
        send({url, title, referrer: lastUrl});
        lastUrl = url;
      }, PAGE_VIEW_DELAY_MS);
    },
  };
}
