/**
 * Page loading behaviour and failed loads: spinner, error + Retry, reload on a
 * failed route preload, progress bar delay, crash page, base-URL banner and
 * no prefetching on data-saver connections. Fixture routes live in tests/fixtures.
 */
import path from 'node:path';
import type {Route} from '@playwright/test';
import {serveBuild} from '../server/serveBuild';
import {TEST_SITES} from '../sites';
import {expect, gotoHydrated, scrollToPagination, test, waitForIdleMainThread} from './site';

const CRASH_MESSAGE = 'Fixture crash: rendering failed on purpose';

test.describe('crash page', () => {
  test.use({allowedConsoleErrors: new RegExp(`${CRASH_MESSAGE}|The above error occurred`)});

  test('shows the message and recovers with Try again', async ({page}) => {
    await gotoHydrated(page, 'tests/crash');
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText(CRASH_MESSAGE)).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
  });
});

test.describe('lazily loaded modules', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

  test('shows a spinner while the module loads', async ({page}) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fixture-lazy-panel*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The held chunk may be requested before the load event, which then waits for it too.
    await page.goto('tests/lazy-load', {waitUntil: 'domcontentloaded'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('status')).toBeVisible();
    release();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden();
  });

  test('shows the error and a Retry button that loads the module again', async ({page}) => {
    let failures = 0;
    await page.route('**/fixture-lazy-panel*.js', async (route) => {
      if (failures === 0) {
        failures += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, 'tests/lazy-load');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/chunk|load/i);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    expect(failures).toBe(1);
  });
});

/**
 * Holds or fails every JS chunk a script element asks for after `arm()` is called. Prefetches
 * (<link rel=prefetch>, which start in idle time, maybe after `arm()`) go through: they are not
 * what a navigation waits for, and routing turns the HTTP cache off, so the navigation's own
 * request still comes here.
 */
async function interceptLateChunks(page: import('@playwright/test').Page, handle: (route: Route) => Promise<void>) {
  let armed = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (armed && route.request().resourceType() === 'script') {
      await handle(route);
    } else {
      await route.continue();
    }
  });
  return () => {
    armed = true;
  };
}

test.describe('client-side navigation', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

  test('reloads the page when a route chunk fails to load', async ({page, baseURL}) => {
    let failed = 0;
    const arm = await interceptLateChunks(page, async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await gotoHydrated(page, 'docs/intro');
    await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
    arm();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Common devnet issues'}).click();
    await expect(page).toHaveURL(`${baseURL}docs/troubleshooting/common-devnet-issues`);
    await expect(page.locator('article h1')).toHaveText('Common devnet issues');
    expect(failed).toBe(1);
    // A full reload starts a fresh window: the marker set before the click is gone.
    expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBeUndefined();
  });

  test('shows the progress bar only after 200 ms of loading', async ({page}) => {
    const held: Route[] = [];
    const arm = await interceptLateChunks(page, async (route) => {
      held.push(route);
    });
    // The page's clock moves on its own until paused, then only when the test moves it.
    await page.clock.install();
    await gotoHydrated(page, 'docs/intro');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    arm();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Common devnet issues'}).click();
    // The route's chunks are held, so the page is still loading while the clock moves.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress .bar')).toHaveCount(1);
    await Promise.all(held.map((route) => route.continue()));
    await page.clock.resume();
    await expect(page.locator('article h1')).toHaveText('Common devnet issues');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('prefetching', () => {
  /** Prefetch links once the intro's pagination has come into view and the work queued for idle time has run. */
  async function prefetchLinksWithPaginationInView(page: import('@playwright/test').Page) {
    await gotoHydrated(page, 'docs/intro');
    await page.waitForLoadState('load');
    await scrollToPagination(page);
    await waitForIdleMainThread(page);
    return page.locator('head link[rel="prefetch"]').count();
  }

  test('prefetches the next page once the pagination is in view, on a normal connection', async ({page}) => {
    expect(await prefetchLinksWithPaginationInView(page)).toBeGreaterThan(0);
  });

  test('prefetches only once the page has loaded, while the main thread is idle, each chunk once', async ({page}) => {
    await page.addInitScript(() => {
      type Added = {href: string; afterLoad: boolean; whileIdle: boolean};
      const added: Added[] = [];
      (window as unknown as {prefetchesAdded: Added[]}).prefetchesAdded = added;
      let idle = false;
      const requestIdle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) =>
        requestIdle((deadline) => {
          idle = true;
          try {
            callback(deadline);
          } finally {
            idle = false;
          }
        }, options);
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
          added.push({href: node.href, afterLoad: document.readyState === 'complete', whileIdle: idle});
        return appendChild.call(this, node) as T;
      };
    });
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    await page.waitForLoadState('load');
    await scrollToPagination(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {prefetchesAdded: unknown[]}).prefetchesAdded.length)).toBeGreaterThan(0);
    await waitForIdleMainThread(page);
    const added = await page.evaluate(() => (window as unknown as {prefetchesAdded: {href: string; afterLoad: boolean; whileIdle: boolean}[]}).prefetchesAdded);
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((link) => !link.afterLoad || !link.whileIdle)).toEqual([]);
    expect(new Set(added.map((link) => link.href)).size).toBe(added.length);
  });

  test('links coming into view leave the route lookup to idle time (plugins/route-prefetching/deferredRoutePrefetch.ts)', async ({page}) => {
    // Every link watches its own visibility; on a long guide about sixty report at once. Looking up their
    // routes' chunks in those callbacks took 13-24 ms at full speed (npm run bench measures the blocking time).
    // The lookup resolves each chunk's URL (prefetchOnce.ts): no URL may be built while an
    // IntersectionObserver callback runs, and the chunks are still prefetched later.
    await page.addInitScript(() => {
      const log = {callbacks: 0, urlsInCallbacks: 0, links: 0};
      (window as unknown as {observerLog: typeof log}).observerLog = log;
      let inCallback = false;
      const Observer = window.IntersectionObserver;
      window.IntersectionObserver = class extends Observer {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super((entries, observer) => {
            log.callbacks += 1;
            inCallback = true;
            try {
              callback(entries, observer);
            } finally {
              inCallback = false;
            }
          }, options);
        }
      };
      window.URL = class extends URL {
        constructor(url: string | URL, base?: string | URL) {
          super(url, base);
          if (inCallback) log.urlsInCallbacks += 1;
        }
      };
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') log.links += 1;
        return appendChild.call(this, node) as T;
      };
    });
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    await scrollToPagination(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {observerLog: {links: number}}).observerLog.links)).toBeGreaterThan(0);
    const log = await page.evaluate(() => (window as unknown as {observerLog: {callbacks: number; urlsInCallbacks: number}}).observerLog);
    expect(log.callbacks).toBeGreaterThan(20);
    expect(log.urlsInCallbacks).toBe(0);
  });

  test('skips prefetching on a data-saver connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    expect(await prefetchLinksWithPaginationInView(page)).toBe(0);
  });

  test('skips prefetching on a 2g connection', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: false, effectiveType: 'slow-2g'}});
    });
    expect(await prefetchLinksWithPaginationInView(page)).toBe(0);
  });
});

test.describe('base-URL banner', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|MIME type/});

  test('appears when the site is served under a base URL it was not built for', async ({page}) => {
    // The root build mounted under /wrong-base/: its scripts point at /assets/…, which 404.
    const server = await serveBuild({dir: path.resolve(TEST_SITES.root.dir), base: '/wrong-base/', port: 0});
    const {port} = server.address() as {port: number};
    try {
      await page.goto(`http://127.0.0.1:${port}/wrong-base/`);
      await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
      await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong-base/');
    } finally {
      // The page still holds its connections open: close them, or close() waits for them.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('stays away when the base URL is right', async ({page}) => {
    await gotoHydrated(page, '');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toHaveCount(0);
  });
});
