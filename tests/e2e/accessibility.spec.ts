/**
 * The route sweep: every route of the sitemap, the search page with results and
 * the not-found page load with their heading, keep to the Content-Security-Policy
 * (scrolled through, so lazy images load too) and have no serious or critical
 * axe-core violation (WCAG 2.2 AA tags) in either colour mode: one test per
 * route, so the two workers share the sweep. Then the site's interactive states
 * (search modal and the overlay that waits for its code, Ask AI, the revert-data decoder, the mobile drawer) and the text
 * inside every diagram drawing, in both colour modes. Every failure line names
 * the route, the mode, the rule and the target.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {TEST_SITES} from '../sites';
import {COLOR_MODES, expectColorMode, seriousViolations, useColorMode} from './axe';
import {collectCspViolations, DOC_PAGES, docTitle, expect, gotoHydrated, scrollThrough, SWEPT_ROUTES, test} from './site';

test('the sweep covers every route of the spec', () => {
  // An empty or partial sitemap must not make the sweep pass by scanning nothing.
  for (const [docRoute] of DOC_PAGES) expect(SWEPT_ROUTES).toContain(docRoute);
  expect(SWEPT_ROUTES).toEqual(expect.arrayContaining(['', 'markdown-page', 'search']));
});

/** The page's main heading: a scan of a page that did not load would find nothing. */
async function expectLoaded(page: Page, route: string): Promise<void> {
  await expect(page.locator('h1').first(), `main heading of /${route}`).toBeVisible();
}

/** A doc page shows its title, beside the docs sidebar. */
async function expectDocPage(page: Page, route: string): Promise<void> {
  const doc = DOC_PAGES.find(([docRoute]) => docRoute === route);
  if (!doc) return;
  await expect(page.locator('article h1')).toHaveText(docTitle(doc[1]));
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
}

/** Waits for what a page draws after hydration: search results. */
async function settle(page: Page, route: string): Promise<void> {
  if (route.startsWith('search?')) {
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  }
}

test.describe('every route', () => {
  // The not-found route answers 404, which Chromium logs as a failed resource.
  test.use({allowedConsoleErrors: /status of 404/});

  for (const route of SWEPT_ROUTES) {
    test(`/${route} loads, keeps to its policy and has no serious violation in either colour mode`, async ({page}) => {
      const cspViolations = await collectCspViolations(page);
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(route === 'no-such-page' ? 404 : 200);
      // A reader's first visit is in light mode, the default (colorMode in docusaurus.config.ts).
      await expectColorMode(page, 'light');
      await expectLoaded(page, route);
      await expectDocPage(page, route);
      await settle(page, route);
      const found = await seriousViolations(page, `/${route}`, 'light');
      // Lazy images and chunks load as the reader scrolls: the policy must allow them too.
      await scrollThrough(page);
      // Back at the top, where the light scan ran: at the very end of a long page the sticky table of
      // contents slides up under the fixed navbar with the end of its column (the theme's layout), and
      // axe's target-size rule counts its links there as covered targets.
      await page.evaluate(() => window.scrollTo(0, 0));
      // The navbar hides while the reader scrolls down and slides back in at the top: a click made
      // during that slide can miss the toggle.
      await expect
        .poll(() => page.locator('.navbar').evaluate((navbar) => navbar.getAnimations().length === 0 && getComputedStyle(navbar).transform === 'none'))
        .toBe(true);

      // The reader switches to dark mode (a page opened in dark mode draws the same: storage.spec.ts, code-blocks.spec.ts).
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expectColorMode(page, 'dark');
      found.push(...(await seriousViolations(page, `/${route}`, 'dark')));

      expect(found).toEqual([]);
      expect(cspViolations).toEqual([]);
    });
  }
});

for (const mode of COLOR_MODES) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({page}) => {
      await useColorMode(page, mode);
    });

    test(`the search modal with results, with no results and on the Ask-AI screen (${mode})`, async ({page}) => {
      // Three axe scans and an answer: close to the default minute on a busy 2-core machine.
      test.slow();
      await gotoHydrated(page, 'docs/intro');
      await expectColorMode(page, mode);
      await expectLoaded(page, 'docs/intro');
      const modal = page.locator('.DocSearch-Modal');
      const input = page.locator('.DocSearch-Input');
      await page.keyboard.press('Control+k');
      await expect(input).toBeFocused();
      const found: string[] = [];
      await expect(modal).toContainText('No recent searches');
      found.push(...(await seriousViolations(page, 'search modal, start screen', mode)));

      await page.keyboard.insertText('bond');
      await expect(modal.locator('.DocSearch-Hit-source').first()).toBeVisible();
      // The selected hit has its own colours: scan with a result selected.
      await page.keyboard.press('ArrowDown');
      await expect(modal.locator('[role="option"][aria-selected="true"] .DocSearch-Hit-title').first()).toBeVisible();
      found.push(...(await seriousViolations(page, 'search modal, results for "bond"', mode)));

      await input.fill('qqxyzzyqq');
      await expect(modal).toContainText('No results found for "qqxyzzyqq"');
      found.push(...(await seriousViolations(page, 'search modal, no results', mode)));

      await input.fill('how do I register a prover');
      // DocSearch's "Ask AI: …" entry leads the results and a question keeps it selected: Enter asks.
      await expect(modal.locator('.DocSearch-Hit--AskAI')).toContainText('Ask AI: how do I register a prover');
      await expect(modal.locator('[role="option"][aria-selected="true"] .DocSearch-Hit--AskAI')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(modal.locator('[data-answer-status]').first()).toHaveAttribute('data-answer-status', /^(local|generated)$/, {
        timeout: 20_000,
      });
      found.push(...(await seriousViolations(page, 'search modal, Ask-AI screen', mode)));
      expect(found).toEqual([]);
    });

    test.describe('while the modal code loads, and when it cannot', () => {
      test.use({allowedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk|net::ERR_|search index could not be loaded/});

      test(`the search modal's error screen (${mode})`, async ({page}) => {
        await page.route('**/assets/js/search-index.*.js', (route) => route.abort('connectionreset'));
        await gotoHydrated(page, 'docs/intro');
        await expectColorMode(page, mode);
        await page.keyboard.press('Control+k');
        await page.keyboard.type('bond');
        await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
        expect(await seriousViolations(page, 'search modal, error screen', mode)).toEqual([]);
      });

      test(`the overlay that waits for the search modal's code, loading and unable to load (${mode})`, async ({page}) => {
        let fail = () => {};
        const failing = new Promise<void>((resolve) => (fail = resolve));
        await page.route('**/assets/js/search-dialog.*.js', async (route) => {
          await failing;
          await route.abort('connectionreset');
        });
        await gotoHydrated(page, 'docs/intro');
        await expectColorMode(page, mode);
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('status')).toHaveText('Loading search…');
        const found = await seriousViolations(page, 'search overlay, loading', mode);
        fail();
        await expect(dialog.getByRole('alert')).toContainText('Unable to fetch results');
        found.push(...(await seriousViolations(page, 'search overlay, unable to load', mode)));
        expect(found).toEqual([]);
      });
    });

    test(`the text inside every diagram drawing (${mode})`, async ({page}) => {
      // One axe scan per drawing (over twenty): close to the default minute on a busy 2-core machine.
      test.slow();
      // Pages show the drawings as images, whose insides axe cannot see: scan each drawing
      // inline, on the page background of its colour mode, where axe measures its text.
      const drawings = readdirSync(path.resolve(TEST_SITES.root.dir, 'diagrams')).filter((file) => file.endsWith(`-${mode}.svg`));
      expect(drawings.length).toBeGreaterThan(10);
      await gotoHydrated(page, 'docs/about/architecture');
      await expectColorMode(page, mode);
      const found: string[] = [];
      for (const drawing of drawings) {
        const svg = readFileSync(path.resolve(TEST_SITES.root.dir, 'diagrams', drawing), 'utf8');
        await page.locator('main article').evaluate((article, markup) => (article.innerHTML = `<figure id="drawing">${markup}</figure>`), svg);
        // Edge and node labels are text axe measures: make sure the drawing has some.
        await expect(page.locator('#drawing svg text').first()).toBeAttached();
        found.push(...(await seriousViolations(page, `diagrams/${drawing}`, mode, '#drawing')));
      }
      expect(found).toEqual([]);
    });

    test(`the revert-data decoder with a decoded result (${mode})`, async ({page}) => {
      await gotoHydrated(page, 'docs/troubleshooting/error-codes');
      await expectColorMode(page, mode);
      await expectLoaded(page, 'docs/troubleshooting/error-codes');
      const input = page.getByRole('textbox', {name: 'Revert data'});
      // Panic(0x11), arithmetic overflow: a decoded error with its explanation.
      await input.fill('0x4e487b710000000000000000000000000000000000000000000000000000000000000011');
      await expect(page.getByText(/overflow/i).first()).toBeVisible();
      await expect(page.locator('[data-problem]')).toHaveCount(0);
      // The rest of the page is the route sweep's; this scans the decoder (form and result) only.
      const decoder = page.locator('form').filter({has: input}).locator('xpath=..');
      await expect(decoder).toContainText(/overflow/i);
      await decoder.evaluate((element) => element.setAttribute('data-a11y-scan', 'decoder'));
      expect(await seriousViolations(page, '/docs/troubleshooting/error-codes (decoded)', mode, '[data-a11y-scan="decoder"]')).toEqual([]);
    });

    test(`the mobile drawer, open (${mode})`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await gotoHydrated(page, 'docs/intro');
      await expectColorMode(page, mode);
      await expectLoaded(page, 'docs/intro');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer.getByRole('link', {name: 'Troubleshooting'}).first()).toBeInViewport();
      expect(await seriousViolations(page, '/docs/intro (mobile drawer open)', mode)).toEqual([]);
    });
  });
}
