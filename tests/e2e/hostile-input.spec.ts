/**
 * Hostile input: markup, regex metacharacters, right-to-left text,
 * emoji, combining marks and 10,000-character queries reach the search modal
 * and the search page as text: nothing runs, nothing throws, nothing hangs.
 */
import type {Page} from '@playwright/test';
import {MAX_SEARCH_PAGE_QUERY_LENGTH} from '../../src/pages/search/_searchQuery';
import {ASK_LIMITS} from '../../src/ask/types';
import {SEARCH_LIMITS} from '../../src/search/types';
import {expect, gotoHydrated, test} from './site';

const HOSTILE_QUERIES: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['an image with an error handler', '<img src=x onerror=alert(1)>'],
  ['an attribute break-out', '"><svg onload=alert(1)>'],
  ['a template expression', '{{constructor.constructor("alert(1)")()}}'],
  ['an HTML entity', '&lt;b&gt;bond&lt;/b&gt; &amp;'],
  ['regex metacharacters', '.*+?^${}()|[]\\/ bond'],
  ['a catastrophic-backtracking pattern', '(a+)+$ aaaaaaaaaaaaaaaaaaaaaaaaaaaa!'],
  ['right-to-left text with an override mark', 'مرحبا \u202Eprover שלום'],
  ['emoji and joiners', '🚀 surge 👩‍💻 🏳️‍🌈'],
  ['stacked combining marks', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ bond'],
  ['zero-width and control characters', 'bo\u200Bnd \u0000\u0007 prover'],
];

/** Fails the test if the page opens a dialog (alert, confirm, prompt). */
function refuseDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Markup a query could have injected if it were parsed as HTML. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
  expect(await page.evaluate(() => Array.from(document.scripts).filter((script) => script.text.includes('alert(')).length)).toBe(0);
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

test.describe('hostile queries in the search modal', () => {
  test('each is searched as text, and the modal still works after it', async ({page}) => {
    const dialogs = refuseDialogs(page);
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    const settled = modal(page).locator('.DocSearch-Hit, .DocSearch-NoResults');
    for (const [name, query] of HOSTILE_QUERIES) {
      // From the start screen (no saved searches: none was chosen), so no earlier results can stand in.
      await input.fill('');
      await expect(settled, name).toHaveCount(0);
      await input.fill(query);
      // The input keeps the text (cut to the modal's limit), and the modal settles on hits or "No results".
      await expect(input, name).toHaveValue(query.slice(0, SEARCH_LIMITS.maxQueryLength));
      await expect(settled.first(), name).toBeVisible();
      await expect(modal(page).locator('.DocSearch-Container--Errored'), name).toHaveCount(0);
      await expectNoInjectedMarkup(page);
      // The modal still works afterwards.
      await input.fill('bond');
      await expect(modal(page).locator('.DocSearch-Hit').first(), `after ${name}`).toBeVisible();
    }
    expect(dialogs).toEqual([]);
  });

  test('10,000 characters typed in at once are cut to the 512 an Ask-AI question takes, and keyword search answers the first 64', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.insertText('bond '.repeat(2000));
    await expect(input).toHaveValue('bond '.repeat(2000).slice(0, ASK_LIMITS.maxQuestionLength));
    await expect(page.getByRole('status').filter({hasText: `Keyword search reads the first ${SEARCH_LIMITS.maxQueryLength} characters`})).toHaveCount(1);
    await expect(modal(page).locator('.DocSearch-Hit [data-url]').first()).toBeVisible();
  });
});

test.describe('hostile queries on the search page', () => {
  for (const [name, query] of HOSTILE_QUERIES) {
    test(`${name} in ?q= is shown as text`, async ({page}) => {
      const dialogs = refuseDialogs(page);
      await gotoHydrated(page, `search?${new URLSearchParams({q: query})}`);
      const heading = page.getByRole('heading', {level: 1});
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((element) => element.textContent)).toBe(`Search results for "${query}"`);
      await expect(page.getByText(/^\d+ results?$|^No results found|^Type words to search/).first()).toBeVisible();
      await expectNoInjectedMarkup(page);
      expect(dialogs).toEqual([]);
    });
  }

  test('a 10,000-character ?q= is shown, cut to the input limit, and answered within seconds', async ({page}) => {
    const words = ['bond', 'prover', 'surge', 'devnet', 'sgx', 'hoodi', 'l1', 'rpc'];
    const query = Array.from({length: 2500}, (_, index) => `${words[index % words.length]}${index}`)
      .join(' ')
      .slice(0, 10_000);
    expect(query).toHaveLength(10_000);
    const started = Date.now();
    await gotoHydrated(page, `search?${new URLSearchParams({q: query})}`);
    await expect(page.getByText(/^\d+ results?$|^No results found/).first()).toBeVisible();
    const shown = query.slice(0, MAX_SEARCH_PAGE_QUERY_LENGTH);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${shown}"`);
    await expect(page.getByRole('searchbox', {name: 'Search query'})).toHaveValue(shown);
    test.info().annotations.push({type: 'answered after', description: `${Date.now() - started} ms`});
  });

  test('markup inside indexed content is rendered as text in the results', async ({page}) => {
    // A record whose text holds placeholders like "surge_devnet_l1_output_<pid>".
    await gotoHydrated(page, 'search?q=surge_devnet_l1_output');
    await expect(page.getByRole('main')).toContainText('<pid>');
    await expect(page.locator('main pid')).toHaveCount(0);
  });
});
