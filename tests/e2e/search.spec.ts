/**
 * The site’s search modal over the embedded index (its screens, search states and
 * input limits), and the search page on the same engine.
 */
import type {Page} from '@playwright/test';
import {textChunkFiles} from '../../bench/measureSearch';
import {INTERACTIVE_ATTRIBUTES, INTERACTIVE_PAGE} from '../../src/scheduling/interactivePage';
import {TEST_SITES} from '../sites';
import {expect, gotoHydrated, test, waitForIdleMainThread} from './site';

const SEARCH_INDEX_CHUNK = '**/assets/js/search-index.*.js';

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox').or(page.locator('.DocSearch-Input'));
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  return input;
}

/** Holds the files matching `files` back until the returned function is called. */
async function holdFiles(page: Page, files: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const QUESTION = 'how do I register a prover?';

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

/**
 * Waits until the list answers `query` itself, not a prefix still being typed (the Ask-AI entry
 * arrives with the hits of its search), from the whole index (the headings may answer first),
 * with every paragraph its hits show.
 */
async function listedFor(page: Page, query: string) {
  await expect(modal(page).locator('.DocSearch-Hit-AskAIButton-title-query')).toHaveText(query);
  await expect(modal(page)).toHaveAttribute('data-whole-index', 'true');
  await expect(modal(page)).not.toHaveAttribute('data-text-pending');
}

const FAILED_INDEX_LOAD = /Failed to load resource|Loading chunk|ChunkLoadError|search index could not be loaded/;

test.describe('search modal', () => {
  test('fetches nothing for search until the page is interactive and idle; then what a first search needs, not the index’s words', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // When the page became interactive, on its clock (src/scheduling/whenInteractiveAndIdle.ts).
    await page.addInitScript(
      ([interactivePage, attributes]) => {
        new MutationObserver(() => {
          const marks = window as unknown as {interactiveAt?: number};
          if (marks.interactiveAt === undefined && document.documentElement.matches(interactivePage)) marks.interactiveAt = performance.now();
        }).observe(document, {attributes: true, subtree: true, attributeFilter: attributes});
      },
      [INTERACTIVE_PAGE, INTERACTIVE_ATTRIBUTES] as const,
    );
    const prefetched = ['search-dialog', 'search-engine', 'search-headings'];
    const arrived = prefetched.map((chunk) => page.waitForResponse((response) => new RegExp(`/${chunk}\\.[^/]+\\.js$`).test(response.url())));
    await gotoHydrated(page, 'docs/intro');
    await Promise.all(arrived);
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);
    expect(requested.filter((url) => /search-(index|text)/.test(url))).toEqual([]);
    for (const chunk of prefetched) expect(requested.filter((url) => url.includes(`/${chunk}.`)).length, chunk).toBeGreaterThan(0);
    const {interactiveAt, fetchedAt} = await page.evaluate(() => ({
      interactiveAt: (window as unknown as {interactiveAt?: number}).interactiveAt,
      fetchedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/search-(dialog|engine|headings)\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(interactiveAt).toBeDefined();
    for (const startTime of fetchedAt) expect(startTime).toBeGreaterThan(interactiveAt!);
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
    await openModal(page);
    await page.keyboard.type('bond');
    // The index's headings may answer first; the text chunks come with the whole index's answer.
    await listedFor(page, 'bond');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requested.filter((url) => /search-index/.test(url))).toHaveLength(1);
    // Text loads only for hits that show a snippet: a few chunks, not the site's text.
    const textChunks = requested.filter((url) => /\/search-text\//.test(url));
    const allTextChunks = textChunkFiles(TEST_SITES.root.dir);
    expect(textChunks.length).toBeGreaterThan(0);
    expect(textChunks.length).toBeLessThan(allTextChunks.length / 2);
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  });

  test('whole-index hits show at once while their paragraphs load: each shows its section’s headings, then its paragraph', async ({page}) => {
    const releaseText = await holdFiles(page, '**/search-text/**');
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('bond');
    await expect(modal(page).locator('.DocSearch-Hit-AskAIButton-title-query')).toHaveText('bond');
    await expect(modal(page)).toHaveAttribute('data-whole-index', 'true');
    await expect(modal(page)).toHaveAttribute('data-text-pending', 'true');
    const hits = modal(page).locator('.DocSearch-Hit [data-url]');
    await expect(hits.first()).toBeVisible();
    const urlsMeanwhile = await hits.evaluateAll((links) => links.map((link) => link.getAttribute('data-url')));
    await expect(modal(page).locator('[data-hit-type="content"]')).toHaveCount(0);
    releaseText();
    await expect(modal(page)).not.toHaveAttribute('data-text-pending');
    await expect(modal(page).locator('[data-hit-type="content"] .DocSearch-Hit-title mark').first()).toBeVisible();
    // The same hits, in the same order: only what they quote changed.
    expect(await hits.evaluateAll((links) => links.map((link) => link.getAttribute('data-url')))).toEqual(urlsMeanwhile);
  });

  test('a reader who picks a hit while paragraphs load keeps it: the arriving text does not search again', async ({page}) => {
    const releaseText = await holdFiles(page, '**/search-text/**');
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('bond');
    await expect(modal(page).locator('.DocSearch-Hit-AskAIButton-title-query')).toHaveText('bond');
    await expect(modal(page)).toHaveAttribute('data-text-pending', 'true');
    await page.keyboard.press('ArrowDown');
    const selected = modal(page).locator('[role="option"][aria-selected="true"] [data-url]');
    const picked = await selected.getAttribute('data-url');
    expect(picked).toBe(await modal(page).locator('.DocSearch-Hit [data-url]').nth(1).getAttribute('data-url'));
    releaseText();
    await expect(modal(page)).not.toHaveAttribute('data-text-pending');
    await expect(selected).toHaveAttribute('data-url', picked!);
    await expect(modal(page).locator('[data-hit-type="content"]')).toHaveCount(0);
  });

  test('the index’s words are requested in the event that shows intent, not held for a later task', async ({page}) => {
    // For each search-index script added, the event being dispatched when it was added.
    await page.addInitScript(() => {
      const added: (string | null)[] = [];
      (window as unknown as {wordsAddedDuring: typeof added}).wordsAddedDuring = added;
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && /\/search-index\./.test(node.src)) added.push(window.event?.type ?? null);
        return appendChild.call(this, node) as T;
      };
    });
    const prefetched = ['search-dialog', 'search-engine', 'search-headings'].map((chunk) =>
      page.waitForResponse((response) => new RegExp(`/${chunk}\\.[^/]+\\.js$`).test(response.url())),
    );
    await gotoHydrated(page, 'docs/intro');
    await Promise.all(prefetched);
    await page.getByRole('button', {name: /^Search/}).hover();
    await expect.poll(() => page.evaluate(() => (window as unknown as {wordsAddedDuring: (string | null)[]}).wordsAddedDuring)).toEqual(['mouseover']);
  });

  test('fetches nothing ahead for search when the browser asks to save data', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, 'docs/intro');
    await page.waitForLoadState('networkidle');
    await waitForIdleMainThread(page);
    expect(requested.filter((url) => /search-/.test(url))).toEqual([]);
    // Search itself still works.
    await openModal(page);
    await page.keyboard.type('bond');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('where nothing is fetched ahead (Save-Data), the modal’s code loads on intent: a pointer over the search button, or the first key of Ctrl+K; never DocSearch’s own modal', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
    });
    const modalCode = (url: string) => /\/search-dialog\.[^/]+\.js$/.test(url);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, 'docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(modalCode)).toEqual([]);
    await page.getByRole('button', {name: /^Search/}).hover();
    await expect.poll(() => requested.filter(modalCode)).toHaveLength(1);

    await page.goto('about:blank');
    requested.length = 0;
    await gotoHydrated(page, 'docs/intro');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(modalCode)).toEqual([]);
    await page.keyboard.down('Control');
    await expect.poll(() => requested.filter(modalCode)).toHaveLength(1);
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page.keyboard.type('register prover');
    await listedFor(page, 'register prover');
    // The embedded build's modal is the site's own: DocSearch's modal bundle is never asked for.
    expect(requested.filter((url) => /docsearch|DocSearchModal|algolia/i.test(url))).toEqual([]);
  });

  test('once the page is idle, a tap on the phone opens the modal with the field focused and no request made', async ({browser, baseURL}) => {
    const phone = await browser.newContext({baseURL, viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await phone.newPage();
    try {
      await gotoHydrated(page, 'docs/intro');
      await page.waitForLoadState('networkidle');
      await waitForIdleMainThread(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.getByRole('button', {name: /^Search/}).tap();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.getByRole('dialog').getByText('Loading search')).toHaveCount(0);
      // A tap is intent: the index's words start loading, nothing else.
      expect(requested.filter((url) => !/\/search-index\.[^/]+\.js$/.test(url))).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('a hit is a link to its page: the browser’s own menu, copy and new tab work on it', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    await listedFor(page, 'Register provers');
    const option = page.getByRole('option').filter({hasText: 'Register provers'}).first();
    // The option is the link itself (what a right-click, a long press or "Copy link" acts on).
    expect(await option.evaluate((element) => element.tagName)).toBe('A');
    await expect(option).toHaveAttribute('href', /\/docs\/guides\/running-surge\/provers\/register-provers$/);
    const box = (await option.boundingBox())!;
    const underPointer = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.href,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(underPointer).toBe(`${baseURL}docs/guides/running-surge/provers/register-provers`);
  });

  test('one dialog from the first key to the last: the element that takes the first key lists the whole index’s hits, with the field focused the moment it shows', async ({
    page,
  }) => {
    const releaseWords = await holdFiles(page, SEARCH_INDEX_CHUNK);
    await gotoHydrated(page, 'docs/intro');
    // Recorded as the field appears (a microtask after the commit that adds it): a key pressed
    // before the field has the focus goes to the page and is lost.
    await page.evaluate(() => {
      const marks = window as unknown as {focusWhenShown?: string};
      new MutationObserver(() => {
        const field = document.querySelector('.DocSearch-Input');
        if (field && marks.focusWhenShown === undefined)
          marks.focusWhenShown = document.activeElement === field ? 'the field' : String(document.activeElement?.className);
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('button', {name: /^Search/}).click();
    await page.keyboard.type('Register provers');
    const dialog = page.getByRole('dialog');
    // The index's headings answer while its words load ("Register provers" is a page's title).
    await expect(dialog).toHaveAttribute('data-whole-index', 'false');
    await expect(dialog.locator('.DocSearch-Hit [data-url]').first()).toHaveAttribute('data-url', /\/register-provers$/);
    await dialog.evaluate((element) => ((element as unknown as {firstKeyHere: boolean}).firstKeyHere = true));
    releaseWords();
    await expect(dialog).toHaveAttribute('data-whole-index', 'true');
    await expect(page.locator('[role="option"][aria-selected="true"] [data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    expect(await dialog.evaluate((element) => (element as unknown as {firstKeyHere?: boolean}).firstKeyHere)).toBe(true);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as {focusWhenShown?: string}).focusWhenShown)).toBe('the field');
  });

  test('keys typed while the modal’s code is on its way are kept, and become its query', async ({page}) => {
    const release = await holdFiles(page, '**/assets/js/search-dialog.*.js');
    await gotoHydrated(page, 'docs/intro');
    await page.getByRole('button', {name: /^Search/}).click();
    const waiting = page.getByRole('dialog').getByRole('status');
    await expect(waiting).toContainText('Loading search');
    await page.keyboard.type('bondd');
    await page.keyboard.press('Backspace');
    await expect(waiting).toContainText('“bond”');
    release();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('bond');
    await listedFor(page, 'bond');
  });

  test('a query longer than keyword search reads (64 characters) says so, stays whole for Ask AI, and the note goes once it is short again', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    const limitNote = page.getByRole('status').filter({hasText: 'Keyword search reads the first 64 characters'});
    const words = 'L2_NETWORK_DISCOVERY_PORT ENABLE_P2P_SYNC L1_ENDPOINT_HTTP BLOCK';
    expect(words).toHaveLength(64);
    await page.keyboard.type(words);
    await expect(limitNote).toHaveCount(0);
    await page.keyboard.type('SCOUT');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toHaveValue(`${words}SCOUT`);
    await expect(limitNote).toHaveCount(1);
    await expect(modal(page).locator('.DocSearch-Hit--AskAI')).toContainText(`${words}SCOUT`);
    await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toBeVisible();
    for (let removed = 0; removed < 'SCOUT'.length; removed++) await page.keyboard.press('Backspace');
    await expect(input).toHaveValue(words);
    await expect(limitNote).toHaveCount(0);
    await page.keyboard.type('K');
    await expect(limitNote).toHaveCount(1);
    await modal(page).getByRole('button', {name: 'Clear the query'}).click();
    await expect(input).toHaveValue('');
    await expect(limitNote).toHaveCount(0);
  });

  test('the hit under the pointer stays selected when the whole index comes in; the next key searches the whole index', async ({page, baseURL}) => {
    const releaseWords = await holdFiles(page, SEARCH_INDEX_CHUNK);
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    const dialog = page.getByRole('dialog');
    const hits = dialog.locator('[role="option"]:not(:has(.DocSearch-Hit--AskAI))');
    await expect(dialog).toHaveAttribute('data-whole-index', 'false');
    await expect(hits.nth(1)).toBeVisible();
    const hovered = await hits.nth(1).locator('[data-url]').getAttribute('data-url');
    await hits.nth(1).hover();
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    releaseWords();
    await expect(page.getByRole('button', {name: /^Search/})).toHaveAttribute('data-search-phase', 'ready');
    await expect(dialog.locator('[role="option"][aria-selected="true"] [data-url]')).toHaveAttribute('data-url', hovered!);
    await page.keyboard.type(' ');
    await expect(dialog).toHaveAttribute('data-whole-index', 'true');
    await hits.first().click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers`));
  });

  test('Enter on a question typed while the index loads is not lost: Ask AI answers it', async ({page}) => {
    const releaseWords = await holdFiles(page, SEARCH_INDEX_CHUNK);
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type(QUESTION);
    await expect(modal(page).locator('[role="option"][aria-selected="true"] .DocSearch-Hit--AskAI')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    releaseWords();
    await expect(modal(page).locator('[data-answer-status]').first()).toHaveAttribute('data-answer-status', /^(local|generated)$/, {timeout: 20_000});
    await expect(modal(page)).toContainText(QUESTION);
  });

  test('keywords: the top hit is preselected, Enter opens it, and it joins the recent searches', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    await listedFor(page, 'Register provers');
    const selected = modal(page).locator('[role="option"][aria-selected="true"]');
    const footer = modal(page).locator('.DocSearch-Footer');
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    await expect(footer).toContainText('Open page');
    // Ask AI still leads the list, one arrow key away, and the footer says what Enter does there.
    await page.keyboard.press('ArrowUp');
    await expect(selected.locator('.DocSearch-Hit--AskAI')).toContainText('Ask AI: Register provers');
    await expect(footer).toContainText('Ask AI');
    await page.keyboard.press('ArrowDown');
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers`));
    await expect(page.locator('article h1')).toHaveText('Register provers');
    await openModal(page);
    const recent = modal(page).locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText('Register provers');
  });

  test('reopened before the hit’s page has rendered, the modal keeps the focus when it renders', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    await listedFor(page, 'Register provers');
    await expect(modal(page).locator('[role="option"][aria-selected="true"] [data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    // The new page's chunks wait until search is open again.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/assets/js/**', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect.poll(() => held).toBeGreaterThan(0);
    await openModal(page);
    release();
    await expect(page.locator('article h1')).toHaveText('Register provers');
    await page.keyboard.type('bond');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('bond');
  });

  test('a question: Ask AI stays selected, the footer says so, and Enter asks it', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('how do I register a prover');
    await listedFor(page, 'how do I register a prover');
    const selected = modal(page).locator('[role="option"][aria-selected="true"]');
    await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toBeVisible();
    await expect(selected.locator('.DocSearch-Hit--AskAI')).toContainText('Ask AI: how do I register a prover');
    await expect(modal(page).locator('.DocSearch-Footer')).toContainText('Ask AI');
    await page.keyboard.press('Enter');
    await expect(modal(page).locator('[data-answer-status]').first()).toHaveAttribute('data-answer-status', /^(local|generated)$/, {
      timeout: 20_000,
    });
  });

  test('opens with the Search button, Ctrl+K, Cmd+K and /, and closes with Escape', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page
      .getByRole('button', {name: /Search/})
      .first()
      .click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      // DocSearch ignores "/" while a button (here the Search button, refocused on close) has focus.
      await page.locator('article h1').click();
      await page.keyboard.press(shortcut);
      await expect(page.locator('.DocSearch-Input'), shortcut).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    }
  });

  test('/ typed inside a text field does not open the modal', async ({page}) => {
    await gotoHydrated(page, 'search');
    await page.getByRole('searchbox', {name: 'Search query'}).fill('a/b');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('searchbox', {name: 'Search query'})).toHaveValue('a/b');
  });

  test('shows the placeholder, the start screen and the footer key hints', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
    await expect(modal(page)).toContainText('No recent searches');
    const footer = modal(page).locator('.DocSearch-Footer');
    await expect(footer).toContainText('Navigate');
    await expect(footer).toContainText('Select');
    await expect(footer).toContainText('Close');
    await expect(footer).not.toContainText('algolia');
  });

  test('groups hits by section, then by page, at most 5 per group', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('register prover');
    const sources = modal(page).locator('.DocSearch-Hit-source');
    await expect(sources.first()).toHaveText('Guides');
    for (const section of await modal(page).locator('section.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    // Headings below a page title hang under it in the tree.
    await expect(modal(page).locator('.DocSearch-Hit-Tree').first()).toBeVisible();
  });

  test('arrow keys and Enter open a hit', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    await listedFor(page, 'Register provers');
    await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toHaveAttribute('data-url', /\/register-provers$/);
    // Keywords preselect the top hit, below the Ask-AI entry that leads the list.
    const selected = modal(page).locator('[role="option"][aria-selected="true"]');
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    await page.keyboard.press('ArrowDown');
    await expect(selected.locator('[data-url]')).not.toHaveAttribute('data-url', /\/register-provers$/);
    await page.keyboard.press('ArrowUp');
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers`));
    await expect(modal(page)).toBeHidden();
  });

  test('Ctrl+click and a middle click open a hit in a new tab and keep the modal; a plain click opens it here', async ({page, context, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    await listedFor(page, 'Register provers');
    const hit = modal(page)
      .locator('.DocSearch-Hit')
      .filter({has: page.locator('[data-url$="/register-provers"]')})
      .first();
    const input = page.locator('.DocSearch-Input');
    for (const click of [() => hit.click({modifiers: ['ControlOrMeta']}), () => hit.click({button: 'middle'})]) {
      const opened = context.waitForEvent('page');
      await click();
      const tab = await opened;
      await expect(tab).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers$`));
      await tab.close();
      await expect(modal(page)).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}docs/intro`);
      // Opened in a new tab, the hit joins the recent searches all the same (each way on its own: the list is emptied after).
      await input.fill('');
      const recent = modal(page).locator('.DocSearch-Hit').filter({hasText: 'Register provers'});
      await expect(recent).toHaveCount(1);
      await recent.getByRole('button', {name: 'Remove this search from history'}).click();
      await expect(modal(page)).toContainText('No recent searches');
      await input.fill('Register provers');
      await listedFor(page, 'Register provers');
    }
    expect(context.pages()).toHaveLength(1);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers$`));
    await expect(modal(page)).toBeHidden();
  });

  test('finds an identifier that appears only in a command, and opens the section of that command', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('nextInstanceId');
    await listedFor(page, 'nextInstanceId');
    await expect(modal(page).locator('[role="option"][aria-selected="true"] [data-url]')).toHaveAttribute('data-url', /\/register-provers(#|$)/);
  });

  test('finds a protocol error by its name or its selector', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('InsufficientBond');
    await expect(modal(page).locator('[role="option"]:not(:has(.DocSearch-Hit--AskAI))').first()).toContainText('InsufficientBond');
    await page.locator('.DocSearch-Input').fill('0xe92c469f');
    // The top hit is preselected for the new query too, once its results are listed.
    await expect(modal(page).locator('.DocSearch-Hit--AskAI')).toContainText('Ask AI: 0xe92c469f');
    const selected = modal(page).locator('[role="option"][aria-selected="true"]');
    await expect(selected).toContainText('InsufficientBond');
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /#itaikoinbox-insufficientbond$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}docs/troubleshooting/error-codes#itaikoinbox-insufficientbond`);
    await expect(page.locator('#itaikoinbox-insufficientbond')).toBeVisible();
  });

  test('remembers recent searches, and a recent one can become a favourite or be removed', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('Register provers');
    // Hits for the whole query, not for a prefix still being answered (a click there races the re-render).
    const firstHit = modal(page).locator('.DocSearch-Hit [data-url]').first();
    await expect(firstHit).toHaveAttribute('data-url', /\/register-provers$/);
    await firstHit.click();
    // The URL changes before the new page renders, and the route change then moves focus to the
    // top of the page: reopen once the page the hit opens shows its heading.
    await expect(page).toHaveURL(/\/register-provers$/);
    await expect(page.locator('article h1')).toHaveText('Register provers');
    await expect(modal(page)).toBeHidden();
    await openModal(page);
    const recent = modal(page).locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    await recent.first().hover();
    await modal(page).getByTitle('Save this search').click();
    await expect(modal(page)).toContainText('Favorite');
    await modal(page).getByTitle('Remove this search from favorites').click();
    await expect(modal(page)).toContainText('No recent searches');
  });

  test('shows the no-results screen for a query nothing matches', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('qqxyzzyqq');
    await expect(modal(page)).toContainText('No results found for "qqxyzzyqq"');
    const suggestions = modal(page).locator('.DocSearch-Prefill');
    await expect(suggestions).toHaveCount(3);
    await suggestions.first().click();
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('the field takes up to 512 characters, the length of an Ask-AI question', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    // Inserted as typed text (one input event), which the input's maxlength cuts like keystrokes.
    await page.keyboard.insertText('x'.repeat(600));
    await expect(page.locator('.DocSearch-Input')).toHaveValue('x'.repeat(512));
  });

  test('starts from the selected page text, cut to 64 characters', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.evaluate(() => {
      const paragraph = document.querySelector('article p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()!.toString().replace(/\s+/g, ' ').trim());
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toHaveValue(selected.slice(0, 64));
  });

  test.describe('when the index cannot load', () => {
    test.use({allowedConsoleErrors: FAILED_INDEX_LOAD});

    test('shows the error screen when the index cannot load, and recovers once it can', async ({page}) => {
      let blocked = true;
      await page.route(SEARCH_INDEX_CHUNK, (route) => (blocked ? route.fulfill({status: 404, body: 'gone'}) : route.continue()));
      await gotoHydrated(page, 'docs/intro');
      await openModal(page);
      await page.keyboard.type('bond');
      await expect(modal(page)).toContainText('Unable to fetch results');
      await expect(modal(page)).toContainText('You might want to check your network connection.');
      blocked = false;
      await page.keyboard.type('s');
      await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    });
  });

  test('renders markup in queries and records as text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(modal(page).locator('.DocSearch-Dropdown')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.locator('.DocSearch-Input').fill('');
    // A record whose text holds markup-like placeholders: "…surge_devnet_l1_output_<pid>, where <pid> is…".
    await page.keyboard.type('surge_devnet_l1_output');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hits').first()).toContainText('<pid>');
    await expect(modal(page).locator('pid')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('uses 10-word snippets, and 5 words on small screens', async ({page}) => {
    const wordsInSnippets = async () => {
      await openModal(page);
      await page.keyboard.type('liveness bond');
      const snippets = modal(page).locator('.DocSearch-Hit-path');
      await expect(snippets.first()).toBeVisible();
      const texts = await modal(page).locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allInnerTexts();
      const words = (text: string) => text.split(/[\s…]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      return Math.max(...texts.map(words));
    };
    await gotoHydrated(page, 'docs/intro');
    expect(await wordsInSnippets()).toBeLessThanOrEqual(10);
    await page.keyboard.press('Escape');
    await page.setViewportSize({width: 700, height: 900});
    expect(await wordsInSnippets()).toBeLessThanOrEqual(5);
  });

  test('works at mobile width', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, 'docs/intro');
    await page
      .getByRole('button', {name: /Search/})
      .first()
      .click();
    // Keys typed before the modal has loaded and focused its input are lost.
    await expect(modal(page).locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('hoodi');
    await expect(modal(page).locator('.DocSearch-Hit').first()).toBeInViewport();
    await modal(page).getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();
  });

  test('"See all results" opens the search page with the query', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await openModal(page);
    await page.keyboard.type('sgx');
    await modal(page)
      .getByRole('link', {name: /See all \d+ results/})
      .click();
    await expect(page).toHaveURL(`${baseURL}search?q=sgx`);
  });
});

test.describe('search page', () => {
  test('shows grouped results for q', async ({page}) => {
    await gotoHydrated(page, 'search?q=register%20prover');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(page.getByRole('region', {name: 'Guides'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Register provers', exact: true}).first()).toBeVisible();
  });

  test('updates the URL as the reader types', async ({page, baseURL}) => {
    await gotoHydrated(page, 'search');
    await expect(page.getByText('Type words to search')).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search query'}).fill('hoodi');
    await expect(page).toHaveURL(`${baseURL}search?q=hoodi`);
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  });

  test('explains when nothing matches and suggests queries that do', async ({page}) => {
    await gotoHydrated(page, 'search?q=qqxyzzyqq');
    await expect(page.getByText('No results found for "qqxyzzyqq".')).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Troubleshooting'}).click();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
  });

  test.describe('when the index cannot load', () => {
    test.use({allowedConsoleErrors: FAILED_INDEX_LOAD});

    test('shows an error with Retry when the index cannot load', async ({page}) => {
      let blocked = true;
      await page.route(SEARCH_INDEX_CHUNK, (route) => (blocked ? route.fulfill({status: 404, body: 'gone'}) : route.continue()));
      await gotoHydrated(page, 'search?q=bond');
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      blocked = false;
      await page.getByRole('button', {name: 'Retry'}).click();
      await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    });
  });

  test('shows a query with markup as text', async ({page}) => {
    await gotoHydrated(page, `search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "<script>alert(1)</script>"');
  });
});
