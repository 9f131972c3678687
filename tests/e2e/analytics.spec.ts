/**
 * Opt-in analytics. The root test build has none configured: no tracker code
 * is bundled and no request leaves the site. The /docs-site/ build reports to
 * a Matomo URL on loopback (TEST_TRACKER), answered by the test fixture: it
 * loads matomo.js from there and queues page views 32 ms after each route
 * change, with cross-domain linking, unless Do Not Track or GPC is on.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {TEST_SITES, TEST_TRACKER} from '../sites';
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

function bundledScripts(buildDir: string): string {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

test.describe('analytics off by default (root build)', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'root', 'the root build is the one without analytics settings'));

  test('no tracker code is bundled', () => {
    expect(bundledScripts(TEST_SITES.root.dir)).not.toMatch(/setTrackerUrl|trackPageView|googletagmanager/);
    expect(bundledScripts(TEST_SITES.subpath.dir)).toMatch(/setTrackerUrl/);
  });

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

  test('a client-side navigation is a page view 32 ms later, with the new title and the previous page as referrer', async ({page, baseURL}) => {
    await recordQueue(page);
    await gotoHydrated(page, 'docs/intro');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);

    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Based rollups'}).click();
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
    const log = await queued(page);
    const navigatedAt = (await page.evaluate(() => (window as unknown as {__navigations: number[]}).__navigations)).at(-1)!;
    const view = log.slice(log.findIndex(({command}) => command[0] === 'trackPageView') + 1);
    expect(view.map(({command}) => command)).toEqual([
      ['setReferrerUrl', `${baseURL}docs/intro`],
      ['setCustomUrl', `${baseURL}docs/about/based-rollups`],
      ['setDocumentTitle', `${docTitle('docs/about/based-rollups.md')} | Surge Documentation`],
      ['trackPageView'],
    ]);
    const delay = view.at(-1)!.at - navigatedAt;
    expect(delay).toBeGreaterThanOrEqual(32);
    expect(delay).toBeLessThan(2000);

    // Jumping to a heading on the same page is not a page view.
    await page.locator('.table-of-contents a').first().click();
    await expect(page).toHaveURL(/#/);
    await page.waitForTimeout(200);
    expect(await pageViews(page)).toHaveLength(2);
  });

  for (const [signal, script] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true})],
  ] as const) {
    test(`with ${signal} on, nothing is loaded or sent`, async ({page, trackerRequests}) => {
      await page.addInitScript(script);
      await gotoHydrated(page, 'docs/intro');
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Based rollups'}).click();
      await expect(page.locator('article h1')).toHaveText(docTitle('docs/about/based-rollups.md'));
      await page.waitForTimeout(200);
      expect(trackerRequests).toEqual([]);
      expect(await page.evaluate(() => '_paq' in window)).toBe(false);
    });
  }
});
