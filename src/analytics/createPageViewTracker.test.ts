import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {createPageViewTracker, PAGE_VIEW_DELAY_MS} from './createPageViewTracker';
import type {PageView} from './pageViewCommands';

const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('createPageViewTracker', () => {
  let views: PageView[];
  let title: string;
  let tracker: ReturnType<typeof createPageViewTracker>;

  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
    title = 'Old title';
    tracker = createPageViewTracker({
      send: (view) => views.push(view),
      readPage: (location) => ({url: `https://docs.surge.wtf${location.pathname}${location.search}`, title}),
      setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (id) => clearTimeout(id),
    });
  });
  afterEach(() => vi.useRealTimers());

  test('sends the page view 32 ms after the route change, with the new title', () => {
    expect(PAGE_VIEW_DELAY_MS).toBe(32);
    tracker.onRouteDidUpdate({location: at('/docs/intro'), previousLocation: null});
    title = 'Intro';
    vi.advanceTimersByTime(31);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual([{url: 'https://docs.surge.wtf/docs/intro', title: 'Intro', referrer: null}]);
  });

  test('gives each later view the previous page as referrer', () => {
    tracker.onRouteDidUpdate({location: at('/docs/intro'), previousLocation: null});
    vi.advanceTimersByTime(32);
    tracker.onRouteDidUpdate({location: at('/docs/about'), previousLocation: at('/docs/intro')});
    vi.advanceTimersByTime(32);
    expect(views.map((view) => view.referrer)).toEqual([null, 'https://docs.surge.wtf/docs/intro']);
  });

  test.each([
    ['a hash change', at('/docs/intro', '', '#setup'), 0],
    ['a query change', at('/docs/intro', '?q=bond'), 1],
    ['another page', at('/docs/about'), 1],
  ])('%s after the first view sends %i more', (_, location, more) => {
    tracker.onRouteDidUpdate({location: at('/docs/intro'), previousLocation: null});
    vi.advanceTimersByTime(32);
    tracker.onRouteDidUpdate({location, previousLocation: at('/docs/intro')});
    vi.advanceTimersByTime(32);
    expect(views).toHaveLength(1 + more);
  });

  test('a navigation within the delay replaces the pending view', () => {
    tracker.onRouteDidUpdate({location: at('/docs/intro'), previousLocation: null});
    vi.advanceTimersByTime(10);
    tracker.onRouteDidUpdate({location: at('/docs/about'), previousLocation: at('/docs/intro')});
    vi.advanceTimersByTime(32);
    expect(views.map((view) => view.url)).toEqual(['https://docs.surge.wtf/docs/about']);
  });
});
