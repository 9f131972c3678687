/**
 * Failed loads: a missing or truncated search index shows
 * the error screen and the search recovers once the index loads; a visit that
 * goes offline keeps navigating between the pages it has already opened.
 * A route chunk that fails once and then loads: tests/e2e/loading.spec.ts.
 */
import type {Page, Route} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

const SEARCH_INDEX_CHUNK = '**/assets/js/search-index.*.js';
const TEXT_CHUNKS = '**/assets/search-text/**';
const FAILED_INDEX_LOAD = /Failed to load resource|Loading chunk|ChunkLoadError|Unexpected end of input|Invalid or unexpected token|missing \) after/;

type Breakage = {name: string; serve: (route: Route, stillBroken: () => boolean) => Promise<void>};

const BREAKAGES: Breakage[] = [
  {name: 'missing (404)', serve: (route) => route.fulfill({status: 404, body: 'Not found'})},
  {
    name: 'truncated half-way',
    serve: async (route, stillBroken) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({response, body: stillBroken() ? body.slice(0, Math.floor(body.length / 2)) : body});
    },
  },
  {name: 'cut off by the network', serve: (route) => route.abort('connectionreset')},
];

/** Serves the search index broken until `repair()` is called; a load still in flight at the repair gets the whole file. */
async function breakSearchIndex(page: Page, breakage: Breakage) {
  let broken = true;
  let brokenLoads = 0;
  await page.route(SEARCH_INDEX_CHUNK, async (route) => {
    if (!broken) return route.continue();
    brokenLoads += 1;
    return breakage.serve(route, () => broken);
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
      // One input event, so one search: none is still waiting for the index when it is repaired.
      await page.keyboard.insertText('bond');
      await expect(modal(page)).toContainText('Unable to fetch results');
      await expect(modal(page)).toContainText('You might want to check your network connection.');
      expect(index.brokenLoads()).toBeGreaterThan(0);
      index.repair();
      await modal(page).getByRole('button', {name: 'Try again'}).click();
      await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(modal(page)).not.toContainText('Unable to fetch results');
      await expect(page.locator('.DocSearch-Input')).toHaveValue('bond');
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

test.describe('each part of search that cannot load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|Loading (CSS )?chunk|ChunkLoadError|net::ERR_/});

  // The parts a first search needs, by the file names the build gives them.
  const PARTS = [
    {name: 'the modal code', files: '**/assets/js/search-dialog.*.js', opensModal: false},
    {name: 'the modal styles', files: '**/assets/css/search-modal.*.css', opensModal: false},
    {name: 'the engine', files: '**/assets/js/search-engine.*.js', opensModal: true},
    {name: 'the index', files: SEARCH_INDEX_CHUNK, opensModal: true},
    {name: 'the index’s headings', files: '**/assets/js/search-headings.*.js', opensModal: true},
  ];

  for (const part of PARTS) {
    test(`${part.name}: Ctrl+K still opens search with the error screen, the query is kept, and Try again answers`, async ({page}) => {
      let blocked = true;
      let requested = 0;
      await page.route(part.files, (route) => {
        requested += 1;
        return blocked ? route.abort('connectionreset') : route.continue();
      });
      await gotoHydrated(page, 'docs/intro');
      await page.keyboard.press('Control+k');
      // The modal, or, where its own code is missing, the overlay that waits for it.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (part.opensModal) await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('bond');
      await expect(dialog).toContainText('Unable to fetch results');
      await expect(dialog).toContainText('You might want to check your network connection.');
      expect(requested).toBeGreaterThan(0);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(part.opensModal ? 1 : 0);

      blocked = false;
      await dialog.getByRole('button', {name: 'Try again'}).click();
      await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toHaveValue('bond');
      await expect(modal(page)).not.toContainText('Unable to fetch results');
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
    // The whole index answers (its headings may answer first): the hits show as their headings, with no
    // paragraph to quote until the text loads.
    await expect(modal(page)).toHaveAttribute('data-whole-index', 'true');
    await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toBeVisible();
    await expect(modal(page)).not.toContainText('Unable to fetch results');
    await expect(modal(page).locator('[data-hit-type="content"]')).toHaveCount(0);
    // Nothing is on its way any more: the modal stops saying so, and the hits keep their headings.
    await expect(modal(page)).not.toHaveAttribute('data-text-pending');
    await expect(modal(page).locator('[data-hit-type="content"]')).toHaveCount(0);
    blocked = false;
    await page.keyboard.type(' bond');
    await expect(modal(page).locator('[data-hit-type="content"] .DocSearch-Hit-title mark').first()).toBeVisible();
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

  test('pages already opened in this visit still open from the sidebar, and a search used before still answers', async ({page, context}) => {
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

  test('a page not opened before needs the network: offline the browser shows its error page, online a reload shows the page', async ({page, context}) => {
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
