/**
 * Size budgets on what is deterministic: bytes, not times. Each doc
 * page is loaded in Chromium with an empty cache and every JS and CSS response
 * until the network is idle is counted, gzip-compressed as a static host
 * serves it. Timers are frozen, so nothing a timer starts later (such as
 * idle-time prefetching) makes the count depend on the machine's speed.
 * Diagrams are images drawn ahead of time (plugins/prerendered-diagrams), so
 * a page with one has no more code to load than a page without.
 *
 * The budget is 195 KB for every doc page's own load, with no exceptions, and
 * 240 KB with what the page then fetches ahead when idle (what a first search
 * needs: the modal, the engine and the index's headings, src/search/searchLoader.ts),
 * the bench's "until the network is idle" (bench/targets.ts). Pages keep
 * the server's highlighted code and data tables instead of shipping Prism and
 * the tables' data, and load the search modal's stylesheet with the modal
 * (plugins/bundle-splitting, plugins/code-highlighting, src/components/ServerMarkup; ARCHITECTURE.md
 * "Budgets"). React 19's react-dom is about 57 KB of it; the bench holds the
 * same 195 KB until the page is interactive (bench/targets.ts).
 */
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {INTERACTIVE_PAGE} from '../../src/scheduling/interactivePage';
import {DOC_PAGES, expect, gotoHydrated, scrollToPagination, test, waitForIdleMainThread} from './site';

/** A kilobyte as bench/targets.ts counts it, so that the budgets here and the bench's targets are the same numbers. */
const KB = 1024;
/** The files every page loads: main bundle, runtime and the stylesheet (measured 143.4 KB). */
const SHARED_BUDGET = 150 * KB;
/** A doc page's own first load, whatever it holds (measured 180.5–189.9 KB, the heaviest the Deploy L2 guide). */
const DOC_PAGE_BUDGET = 195 * KB;
/** With what an idle page fetches ahead so that a tap opens search at once, 48.7 KB (ARCHITECTURE.md "Budgets"; measured up to 238.7 KB). */
const DOC_PAGE_UNTIL_IDLE_BUDGET = 240 * KB;
/** The named chunks a page fetches ahead once idle (with the chunks they need): the modal's code and styles, the engine, the index's headings. */
const FETCHED_AHEAD = ['search-dialog', 'search-modal', 'search-engine', 'search-headings'];

type Loaded = {url: string; gzip: number; beforeInteractive: boolean};

/**
 * Page code: the scripts and stylesheets the page had asked for when it became interactive, from the
 * elements added to it (a chunk's script element is removed once it has run). Mutation records, not
 * timers, so the frozen clock does not change them.
 */
function recordFilesUntilInteractive(interactivePage: string): void {
  const asked = new Set<string>();
  const marks = window as unknown as {filesUntilInteractive?: string[]};
  new MutationObserver((records) => {
    if (marks.filesUntilInteractive) return;
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLScriptElement && node.src) asked.add(node.src);
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') asked.add(node.href);
      }
    }
    if (document.documentElement.matches(interactivePage)) marks.filesUntilInteractive = [...asked];
  }).observe(document, {childList: true, subtree: true, attributes: true});
}

async function firstLoad(page: Page, sitePath: string): Promise<Loaded[]> {
  // Each script and stylesheet from its request on, so one still on its way when the last named chunk
  // arrives is awaited too (a waitForLoadState('networkidle') after this goto returns at once: the
  // page reached that state before it fetched ahead).
  const loads: Promise<Loaded>[] = [];
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    loads.push(
      request.response().then(async (response) => {
        if (!response) throw new Error(`${request.url()} failed: ${request.failure()?.errorText ?? 'no response'}`);
        return {url: request.url(), gzip: gzipSync(await response.body(), {level: 9}).length, beforeInteractive: false};
      }),
    );
  });
  await page.clock.install();
  await page.addInitScript(recordFilesUntilInteractive, INTERACTIVE_PAGE);
  // Webpack requests the chunks an import needs together, so once each named chunk has been
  // requested, every file fetched ahead is among `loads`.
  const fetchedAhead = FETCHED_AHEAD.map((name) => page.waitForRequest((request) => request.url().includes(`/${name}.`)));
  await page.goto(sitePath, {waitUntil: 'networkidle'});
  await page.locator(INTERACTIVE_PAGE).waitFor();
  await Promise.all(fetchedAhead);
  const untilInteractive = new Set(await page.evaluate(() => (window as unknown as {filesUntilInteractive: string[]}).filesUntilInteractive));
  return (await Promise.all(loads)).map((file) => ({...file, beforeInteractive: untilInteractive.has(file.url)}));
}

const total = (files: Loaded[]) => files.reduce((sum, file) => sum + file.gzip, 0);
const listing = (files: Loaded[]) => files.map((file) => `${path.basename(new URL(file.url).pathname)} ${file.gzip}`).join('\n');

test.describe('first-load budgets', () => {
  test(`the bundle every page shares stays within ${SHARED_BUDGET / KB} KB gzip`, async ({page}) => {
    const files = await firstLoad(page, 'docs/intro');
    const shared = files.filter((file) => /\/(main|main-packages|runtime~main)\.[^/]+\.js$|\/styles\.[^/]+\.css$/.test(file.url));
    expect(shared.map((file) => path.basename(file.url).split('.')[0]).sort()).toEqual(['main', 'main-packages', 'runtime~main', 'styles']);
    expect(total(shared), listing(shared)).toBeLessThanOrEqual(SHARED_BUDGET);
  });

  for (const [sitePath] of DOC_PAGES) {
    test(`/${sitePath} within ${DOC_PAGE_BUDGET / KB} KB, ${DOC_PAGE_UNTIL_IDLE_BUDGET / KB} KB with what it fetches ahead`, async ({page}) => {
      const files = await firstLoad(page, sitePath);
      const own = files.filter((file) => file.beforeInteractive);
      const ahead = files.filter((file) => !file.beforeInteractive);
      // The page really loaded: its route chunks are among the files.
      expect(own.length, listing(files)).toBeGreaterThan(3);
      expect(total(own), listing(own)).toBeLessThanOrEqual(DOC_PAGE_BUDGET);
      // Fetched ahead: what a first search needs, each once, and nothing else of this page's.
      const aheadNames = ahead.map((file) => path.basename(new URL(file.url).pathname).split('.')[0]!);
      expect(aheadNames.filter((name) => FETCHED_AHEAD.includes(name)).sort(), listing(ahead)).toEqual([...FETCHED_AHEAD].sort());
      expect(
        own.map((file) => file.url).filter((url) => FETCHED_AHEAD.some((name) => url.includes(`/${name}.`))),
        listing(own),
      ).toEqual([]);
      expect(total(files), listing(files)).toBeLessThanOrEqual(DOC_PAGE_UNTIL_IDLE_BUDGET);
    });
  }
});

/** The chunks the page has asked the browser to prefetch. */
function prefetchedBy(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));
}

/** The scripts a page has requested as scripts (not as prefetches), up to `until` (ms on its clock). */
function scriptsRequested(page: Page, until = Infinity): Promise<string[]> {
  return page.evaluate(
    (end) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime <= end)
        .map((entry) => entry.name),
    until,
  );
}

/** The scripts a first visit to `pagePath` requests before it has hydrated: the chunks its route needs. */
async function scriptsToRender(browser: Browser, pagePath: string): Promise<string[]> {
  const context = await browser.newContext({baseURL: test.info().project.use.baseURL});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
    });
    await page.goto(pagePath);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // What it fetches once idle (the search index's headings) is not what its route needs.
    return await scriptsRequested(page, await page.evaluate(() => (window as unknown as {hydratedAt: number}).hydratedAt));
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page has prefetched every chunk that `pagePath` needs and it has not run. The
 * prefetching goes through several idle periods (a link seen, its route looked up, each chunk
 * added), so a count of links or of idle periods says nothing about when it is done.
 */
async function waitForPrefetchOf(page: Page, browser: Browser, pagePath: string): Promise<void> {
  const needed = await scriptsToRender(browser, pagePath);
  await expect
    .poll(async () => {
      const prefetched = await prefetchedBy(page);
      const run = await scriptsRequested(page);
      return needed.filter((url) => !prefetched.includes(url) && !run.includes(url));
    }, `chunks of ${pagePath} not prefetched`)
    .toEqual([]);
}

test.describe('prefetching only the next step (plugins/route-prefetching/nextStepLinks.ts)', () => {
  test('the desktop sidebar and the text in view prefetch nothing; the pagination, once in view, prefetches each chunk of its pages once', async ({
    page,
    browser,
  }) => {
    await page.goto('docs/guides/running-surge/deploy-l2', {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Intro', exact: true})).toBeInViewport();
    await waitForIdleMainThread(page);
    expect(await prefetchedBy(page), 'prefetched with only the sidebar, navbar and text in view').toEqual([]);

    await scrollToPagination(page);
    await waitForPrefetchOf(page, browser, (await page.locator('.pagination-nav__link--next').getAttribute('href'))!);
    const prefetched = await prefetchedBy(page);
    const run = await scriptsRequested(page);
    expect(new Set(prefetched).size, 'each chunk once').toBe(prefetched.length);
    expect(
      prefetched.filter((href) => run.includes(href)),
      'chunks the page already ran',
    ).toEqual([]);
    const heading = await page.locator('article h1').textContent();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.locator('article h1')).not.toHaveText(heading!);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('opening the menu prefetches the pages it shows, and a closed menu prefetches nothing', async ({page, browser}) => {
      await page.goto('docs/intro', {waitUntil: 'networkidle'});
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await waitForIdleMainThread(page);
      expect(await prefetchedBy(page), 'prefetched with the menu closed').toEqual([]);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
      const devnetIssues = page.locator('.navbar-sidebar').getByRole('link', {name: 'Common devnet issues'});
      await expect(devnetIssues).toBeInViewport();
      await waitForPrefetchOf(page, browser, (await devnetIssues.getAttribute('href'))!);
      await devnetIssues.tap();
      await expect(page.locator('article h1')).toHaveText('Common devnet issues');
    });
  });
});

test.describe('what the first paint depends on', () => {
  test('no page requests its scripts or the web manifest before its text is painted, and the page still hydrates', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      requests: performance.getEntriesByType('resource').map((entry) => ({name: entry.name, startTime: entry.startTime})),
    }));
    const started = (pattern: RegExp) => timing.requests.filter((request) => pattern.test(request.name));
    expect(started(/\/(main-packages|runtime~main|main)\.[0-9a-f]+\.js$/)).toHaveLength(3);
    expect(started(/manifest\.webmanifest$/).length).toBeLessThanOrEqual(1);
    for (const request of [...started(/\.js$/), ...started(/manifest\.webmanifest$/)]) {
      expect(request.startTime, request.name).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    }
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });

  test('before a page paints its text it fetches only its HTML and stylesheet: icons are in the HTML, the manifest comes with the app', async ({
    page,
    baseURL,
  }) => {
    // A phone-sized window, as Lighthouse's: the page loads (and Chrome fetches the favicon) before it paints.
    await page.setViewportSize({width: 412, height: 823});
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Each request with the document it was made for: the previous page's idle-time fetches
    // (the search index's headings) may still start while the next page loads.
    const requests: {url: string; documentURL: string; wallTimeMs: number}[] = [];
    cdp.on('Network.requestWillBeSent', ({request, documentURL, wallTime}) => requests.push({url: request.url, documentURL, wallTimeMs: wallTime * 1000}));
    for (const sitePath of ['docs/troubleshooting/error-codes', '']) {
      requests.length = 0;
      await page.goto(sitePath || './');
      await page.waitForLoadState('networkidle');
      const {firstContentfulPaint, timeOrigin} = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        timeOrigin: performance.timeOrigin,
      }));
      const beforePaint = requests
        .filter((request) => request.documentURL === page.url())
        .filter((request) => request.wallTimeMs - timeOrigin < firstContentfulPaint && !request.url.startsWith('data:'))
        .map((request) => new URL(request.url).pathname.replace(new URL(baseURL!).pathname, '/'));
      expect(
        beforePaint.map((pathname) => pathname.replace(/\.[0-9a-f]+\.css$/, '.css')),
        `/${sitePath}`,
      ).toEqual([`/${sitePath}`, '/assets/css/styles.css']);
      await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    }
  });
});
