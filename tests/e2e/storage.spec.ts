/**
 * Broken or missing storage (corrupted local storage is ignored, not fatal):
 * corrupt, oversized and wrongly shaped values under every key the site keeps,
 * and storage that throws, leave the site and the search modal working and keep
 * every well-formed entry (src/clientModules/repairSiteStorage.ts).
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

/** Docusaurus suffixes its keys with a per-site namespace; the theme script in every page names it. */
async function storageNamespace(page: Page): Promise<string> {
  const html = await (await page.request.get('docs/intro')).text();
  const match = /localStorage\.getItem\("theme([^"]*)"\)/.exec(html);
  if (!match) throw new Error('The page has no theme script reading localStorage "theme…"');
  return match[1] ?? '';
}

function storedHit(objectID: string, title: string, url: string) {
  return {
    objectID,
    url,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0: 'Documentation', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const FAVOURITE = storedHit('saved-favourite', 'Surge on Hoodi', '/docs/guides/surge-on-hoodi');
const RECENT = storedHit('saved-recent', 'Common devnet issues', '/docs/troubleshooting/common-devnet-issues');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__surge';
const FAVOURITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__surge';

/** What a reader has saved: dark mode, the bar dismissed, one favourite and one recent search. */
function savedEntries(namespace: string): Record<string, string> {
  return {
    [`theme${namespace}`]: 'dark',
    [`docusaurus.announcement.dismiss${namespace}`]: 'true',
    [`docusaurus.announcement.id${namespace}`]: 'release-v25-1-2',
    [`docs-preferred-version-default${namespace}`]: 'current',
    [FAVOURITE_KEY]: JSON.stringify([FAVOURITE]),
    [RECENT_KEY]: JSON.stringify([RECENT]),
  };
}

/** Fills localStorage on the site's origin (from a plain file of the site, which runs no script), then opens `sitePath` with it. */
async function openWithStorage(page: Page, entries: Record<string, string>, sitePath = 'docs/intro') {
  await page.goto('robots.txt');
  const failed = await page.evaluate((values) => {
    localStorage.clear();
    try {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      return null;
    } catch (error) {
      return String(error);
    }
  }, entries);
  expect(failed, 'the browser accepted the test values').toBeNull();
  await gotoHydrated(page, sitePath);
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Searches and opens the hit titled `title`, as a reader would. */
async function searchAndPick(page: Page, query: string, title: string) {
  await openModal(page);
  await page.locator('.DocSearch-Input').fill(query);
  await modal(page).locator('.DocSearch-Hit [data-url]').filter({hasText: title}).first().click();
  await expect(modal(page)).toBeHidden();
  await page.locator('article h1').waitFor();
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

type Damage = {name: string; value: (key: string) => string};

/** Bigger than DocSearch's 4 MiB storage budget, past which it deletes its own largest entries. */
const OVERSIZED_LENGTH = 4_300_000;

const DAMAGE: Damage[] = [
  {name: 'corrupt JSON', value: () => '{"broken": [1, 2'},
  {name: 'an oversized value', value: () => 'x'.repeat(OVERSIZED_LENGTH)},
  {name: 'a value of the wrong shape', value: (key) => (key.startsWith('__DOCSEARCH') ? '[null, {"objectID": 7}, "text"]' : '{"theme": ["dark"]}')},
];

const KEYS = (namespace: string) => Object.keys(savedEntries(namespace));

test.describe('damaged values under the keys the site keeps', () => {
  // Each key is damaged in turn, in one page: the site is loaded three times and searched once per key, with values of up to 4 MB.
  test.slow();

  for (const damage of DAMAGE) {
    test(`${damage.name} under any one of the six keys costs nothing else`, async ({page}) => {
      const namespace = await storageNamespace(page);
      const saved = savedEntries(namespace);
      for (const damagedKey of KEYS(namespace)) {
        await test.step(`${damage.name} under ${damagedKey}`, async () => {
          await openWithStorage(page, {...saved, [damagedKey]: damage.value(damagedKey)});

          // The page renders with the reader's other choices.
          await expect(page.locator('article h1')).toHaveText('Introduction to Surge');
          const themeKept = damagedKey !== `theme${namespace}`;
          await expect(page.locator('html')).toHaveAttribute('data-theme', themeKept ? 'dark' : 'light');
          const dismissalKept = !damagedKey.startsWith('docusaurus.announcement');
          await expect(page.locator('.theme-announcement-bar')).toHaveCount(dismissalKept ? 0 : 1);

          // The modal opens and shows every saved search that was not the damaged one.
          await openModal(page);
          const startScreen = modal(page).locator('.DocSearch-Dropdown');
          if (damagedKey !== FAVOURITE_KEY) await expect(startScreen).toContainText('Surge on Hoodi');
          if (damagedKey !== RECENT_KEY) await expect(startScreen).toContainText('Common devnet issues');
          await page.keyboard.press('Escape');

          // A search and a reload later, the well-formed entries are all still stored.
          await searchAndPick(page, 'register provers', 'Register provers');
          await page.reload();
          await page.locator('html[data-has-hydrated="true"]').waitFor();
          const keys = await storedKeys(page);
          for (const key of KEYS(namespace).filter((candidate) => candidate !== damagedKey)) {
            expect(keys, `${key} survives`).toContain(key);
          }
          const favourites = await page.evaluate((key) => localStorage.getItem(key), FAVOURITE_KEY);
          if (damagedKey !== FAVOURITE_KEY) expect(JSON.parse(favourites ?? '[]')).toEqual([FAVOURITE]);
          await openModal(page);
          await expect(modal(page).locator('.DocSearch-Dropdown')).toContainText('Register provers');
        });
      }
    });
  }

  test('a saved-search list keeps its readable hits and drops the rest', async ({page}) => {
    const namespace = await storageNamespace(page);
    const hostile = [null, storedHit('bad-url', 'Evil', 'javascript:alert(1)'), {objectID: 'no-hierarchy', url: '/docs/intro'}, RECENT];
    await openWithStorage(page, {...savedEntries(namespace), [RECENT_KEY]: JSON.stringify(hostile)});
    await openModal(page);
    await expect(modal(page).locator('.DocSearch-Dropdown')).toContainText('Common devnet issues');
    await expect(modal(page).locator('.DocSearch-Dropdown')).not.toContainText('Evil');
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]')).toEqual([RECENT]);
  });

  test('a huge list of well-formed saved searches keeps the ones the modal shows', async ({page}) => {
    const namespace = await storageNamespace(page);
    const hits = Array.from({length: 18_000}, (_, index) => storedHit(`id-${index}`, `Saved page ${index}`, `/docs/intro#s${index}`));
    const list = JSON.stringify(hits);
    expect(list.length).toBeGreaterThan(OVERSIZED_LENGTH);
    await openWithStorage(page, {...savedEntries(namespace), [FAVOURITE_KEY]: list});
    // DocSearch deletes its largest entry once storage passes 4 MiB; reloading shows what is left.
    for (const visit of ['first', 'after a reload']) {
      await openModal(page);
      const startScreen = modal(page).locator('.DocSearch-Dropdown');
      await expect(startScreen, visit).toContainText('Saved page 0');
      await expect(startScreen, visit).toContainText('Saved page 9');
      await expect(startScreen, visit).toContainText('Common devnet issues');
      await page.keyboard.press('Escape');
      await page.reload();
      await page.locator('html[data-has-hydrated="true"]').waitFor();
    }
  });
});

test.describe('storage the browser refuses', () => {
  test.slow();

  test.beforeEach(async ({page}) => {
    // As in a private window with site data blocked: reading localStorage throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
  });

  test('pages, the colour mode, the announcement bar and search keep working for the visit', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    await openModal(page);
    await expect(modal(page)).toContainText('No recent searches');
    await page.keyboard.press('Escape');
    await searchAndPick(page, 'register provers', 'Register provers');
    await expect(page).toHaveURL(/register-provers/);
    // Remembered for the rest of the visit, in memory.
    await openModal(page);
    await expect(modal(page).locator('.DocSearch-Dropdown')).toContainText('Register provers');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
