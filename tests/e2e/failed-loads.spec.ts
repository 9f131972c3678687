/**
 * Issue 7, failed loads (spec §8): a missing or truncated search index shows
 * the error screen and the search recovers once the index loads; a visit that
 * goes offline keeps navigating between the pages it has already opened.
 * A route chunk that fails once and then loads: tests/e2e/loading.spec.ts.
 */
import type {Page, Route} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

const SEARCH_INDEX_CHUNK = '**/assets/js/search-index.*.js';
const TEXT_CHUNKS = '**/assets/search-text/**';
const FAILED_INDEX_LOAD = /Failed to load resource|Loading chunk|ChunkLoadError|Unexpected end of input|Invalid or unexpected token|missing \) after/;

type Breakage = {name: string; serve: (route: Route) => Promise<void>};

const BREAKAGES: Breakage[] = [
  {name: 'missing (404)', serve: (route) => route.fulfill({status: 404, body: 'Not found'})},
  {
    name: 'truncated half-way',
    serve: async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({response, body: body.slice(0, Math.floor(body.length / 2))});
    },
  },
  {name: 'cut off by the network', serve: (route) => route.abort('connectionreset')},
];

/** Serves the search index broken until `repair()` is called. */
async function breakSearchIndex(page: Page, breakage: Breakage) {
  let broken = true;
  let brokenLoads = 0;
  await page.route(SEARCH_INDEX_CHUNK, async (route) => {
    if (!broken) return route.continue();
    brokenLoads += 1;
    return breakage.serve(route);
  });
  return {
    repair: () => {
      broken = false;
    },
    brokenLoads: () => brokenLoads,
  };
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

test.describe('a broken search index', () => {
  test.use({allowedConsoleErrors: FAILED_INDEX_LOAD});

  for (const breakage of BREAKAGES) {
    test(`${breakage.name}: the modal shows the error screen, then recovers`, async ({page}) => {
      const index = await breakSearchIndex(page, breakage);
      await gotoHydrated(page, 'docs/intro');
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('bond');
      await expect(modal(page)).toContainText('Unable to fetch results');
      await expect(modal(page)).toContainText('You might want to check your network connection.');
      expect(index.brokenLoads()).toBeGreaterThan(0);
      index.repair();
      await page.keyboard.type('s');
      await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(modal(page)).not.toContainText('Unable to fetch results');
    });

    test(`${breakage.name}: the search page shows the error with Retry, then results`, async ({page}) => {
      const index = await breakSearchIndex(page, breakage);
      await gotoHydrated(page, 'search?q=bond');
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      index.repair();
      await page.getByRole('button', {name: 'Retry'}).click();
      await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    });
  }
});

test.describe('search text that cannot load', () => {
  test.use({allowedConsoleErrors: FAILED_INDEX_LOAD});

  test('hits still show, with their headings, and get their snippets once the text loads', async ({page}) => {
    let blocked = true;
    await page.route(TEXT_CHUNKS, (route) => (blocked ? route.fulfill({status: 404, body: 'gone'}) : route.continue()));
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('liveness');
    const firstHit = modal(page).locator('.DocSearch-Hit').first();
    await expect(firstHit).toBeVisible();
    await expect(modal(page)).not.toContainText('Unable to fetch results');
    await expect(firstHit.locator('.DocSearch-Hit-content-wrapper mark')).toHaveCount(0);
    blocked = false;
    await page.keyboard.type(' bond');
    await expect(modal(page).locator('.DocSearch-Hit-content-wrapper mark').first()).toBeVisible();
  });
});

/** Opens a doc from the sidebar without reloading the page. */
async function openFromSidebar(page: Page, label: string, title: string) {
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: label, exact: true}).click();
  await expect(page.locator('article h1')).toHaveText(title);
}

test.describe('going offline after the first load', () => {
  // Links prefetch the pages they point to; offline, those requests fail and the browser logs them.
  test.use({allowedConsoleErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED|Loading chunk|ChunkLoadError|preload/});

  test('pages already opened in this visit still open from the sidebar, and a search used before still answers', async ({
    page,
    context,
  }) => {
    test.slow();
    await gotoHydrated(page, 'docs/intro');
    await openFromSidebar(page, 'Common devnet issues', 'Common devnet issues');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('bond');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => ((window as unknown as {sameVisit: boolean}).sameVisit = true));

    await context.setOffline(true);
    try {
      await openFromSidebar(page, 'Intro', 'Introduction to Surge');
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await openFromSidebar(page, 'Common devnet issues', 'Common devnet issues');
      await page.goBack();
      await expect(page.locator('article h1')).toHaveText('Introduction to Surge');
      // The index is in memory once loaded.
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('prover');
      await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      // All of it without a reload: the page's JavaScript state is the same.
      expect(await page.evaluate(() => (window as unknown as {sameVisit?: boolean}).sameVisit)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a page not opened before needs the network: offline the browser shows its error page, online a reload shows the page', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, 'docs/intro');
    await context.setOffline(true);
    try {
      // Its chunks cannot load, so Docusaurus loads the whole page afresh, which needs the network.
      await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Common devnet issues', exact: true}).click();
      await expect(page.locator('#__docusaurus')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await page.goto('docs/troubleshooting/common-devnet-issues');
    await expect(page.locator('article h1')).toHaveText('Common devnet issues');
  });
});
