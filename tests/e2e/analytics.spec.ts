/**
 * Opt-in analytics. The root test build has none configured: no request
 * leaves the site (and no tracker code is bundled: tests/build/builtAssets.test.ts).
 * The /docs-site/ build reports to a Matomo URL on loopback (TEST_TRACKER),
 * answered by the test fixture: it loads matomo.js from there and queues a page
 * view once 32 ms have passed after each route change, with cross-domain
 * linking, unless Do Not Track or GPC is on.
 */
import type {Page} from '@playwright/test';
import {TEST_TRACKER} from '../sites';
import {docTitle, expect, gotoHydrated, test} from './site';

type QueuedCommand = {command: unknown[]; at: number};

/** Records every _paq command with its time, and every history change, from the first script on. */
async function recordQueue(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: {command: unknown[]; at: number}[] = [];
    const navigations: number[] = [];
    const queue: unknown[][] = [];
    queue.push = (...commands: unknown[][]) => {
      for (const command of commands) log.push({command, at: performance.now()});
      return Array.prototype.push.apply(queue, commands);
    };
    Object.assign(window, {_paq: queue, __paqLog: log, __navigations: navigations});
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      navigations.push(performance.now());
      pushState(...args);
    };
  });
}

const queued = (page: Page) => page.evaluate(() => (window as unknown as {__paqLog: QueuedCommand[]}).__paqLog);
const pageViews = async (page: Page) => (await queued(page)).filter(({command}) => command[0] === 'trackPageView');

test.describe('analytics off by default (root build)', () => {
  // Playwright reads a hook's fixtures from an object pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'root', 'the root build is the one without analytics settings'));

  test('no request leaves the site on any page or navigation', async ({page, baseURL}) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
    });
    for (const route of ['', 'docs/intro', 'docs/guides/running-surge', 'docs/troubleshooting/error-codes', 'search?q=bond']) {
      await gotoHydrated(page, route);
    }
    await gotoHydrated(page, 'docs/intro');
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Based rollups'}).click();
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/about/based-rollups.md'));
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('prover');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => ['_paq', 'dataLayer', 'gtag'].filter((name) => name in window))).toEqual([]);
  });
});

test.describe('analytics when configured (docs-site build, Matomo on loopback)', () => {
  // Playwright reads a hook's fixtures from an object pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'docs-site', 'the /docs-site/ build is the one with a tracker configured'));

  test('loads matomo.js from the tracker and sets up the site with cross-domain linking', async ({page, baseURL, trackerRequests}) => {
    await recordQueue(page);
    await gotoHydrated(page, 'docs/intro');
    await expect.poll(() => trackerRequests.map((request) => request.url())).toEqual([`${TEST_TRACKER.url}matomo.js`]);
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);

    expect((await queued(page)).map(({command}) => command)).toEqual([
      ['setTrackerUrl', `${TEST_TRACKER.url}matomo.php`],
      ['setSiteId', TEST_TRACKER.siteId],
      ['setDomains', TEST_TRACKER.domains.split(',')],
      ['enableCrossDomainLinking'],
      ['enableLinkTracking'],
      ['setCustomUrl', `${baseURL}docs/intro`],
      ['setDocumentTitle', await page.title()],
      ['trackPageView'],
    ]);
  });

  test('a client-side navigation is a page view once 32 ms have passed, with the new title and the previous page as referrer', async ({page, baseURL}) => {
    // The page's clock (timers, Date, performance.now) moves on its own until paused, then only when the test moves it.
    await page.clock.install();
    await recordQueue(page);
    await gotoHydrated(page, 'docs/intro');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Based rollups'}).click();
    // The navigation may wait on timers of its own: a millisecond at a time, so the view's delay cannot be skipped over.
    const navigations = () => page.evaluate(() => (window as unknown as {__navigations: number[]}).__navigations);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1);
          return (await navigations()).length;
        },
        {intervals: [10]},
      )
      .toBe(1);
    // On the paused clock these are the page's own times, whatever the machine's speed.
    const navigatedAt = (await navigations())[0]!;
    await page.clock.runFor(navigatedAt + 31 - (await page.evaluate(() => performance.now())));
    expect(await pageViews(page), 'no view within 31 ms of the navigation').toHaveLength(1);
    // The view's timer starts once the new page has rendered, which waits for its chunks on the
    // real network: move the page's clock on while waiting for them, 50 ms at a time.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return (await pageViews(page)).length;
        },
        {intervals: [10]},
      )
      .toBe(2);

    const log = await queued(page);
    const view = log.slice(log.findIndex(({command}) => command[0] === 'trackPageView') + 1);
    expect(view.map(({command}) => command)).toEqual([
      ['setReferrerUrl', `${baseURL}docs/intro`],
      ['setCustomUrl', `${baseURL}docs/about/based-rollups`],
      ['setDocumentTitle', `${docTitle('docs/about/based-rollups.md')} | Surge Documentation`],
      ['trackPageView'],
    ]);
    expect(view.at(-1)!.at - navigatedAt).toBeGreaterThanOrEqual(32);

    // Jumping to a heading on the same page is not a page view, however long the reader stays.
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/#/);
    await page.clock.runFor(10_000);
    expect(await pageViews(page)).toHaveLength(2);
  });

  for (const [signal, script] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true})],
  ] as const) {
    test(`with ${signal} on, nothing is loaded or sent`, async ({page, trackerRequests}) => {
      await page.clock.install();
      await page.addInitScript(script);
      await gotoHydrated(page, 'docs/intro');
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Based rollups'}).click();
      await expect(page.locator('article h1')).toHaveText(docTitle('docs/about/based-rollups.md'));
      // Well past the page-view delay, then until nothing is loading.
      await page.clock.runFor(10_000);
      await page.waitForLoadState('networkidle');
      expect(trackerRequests).toEqual([]);
      expect(await page.evaluate(() => '_paq' in window)).toBe(false);
    });
  }
});
