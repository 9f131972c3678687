/**
 * The Content-Security-Policy the build adds (plugins/content-security-policy)
 * holds in the browser on every route, during search, on the error-code decoder
 * and with diagrams, as a <meta> and as the header the `_headers` file sets, and
 * it blocks what it must. What the build writes is tests/build/contentSecurityPolicy.test.ts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseHeadersFile} from '../server/parseHeadersFile';
import {serveBuild} from '../server/serveBuild';
import {TEST_SITES} from '../sites';
import {collectCspViolations, expect, gotoHydrated, scrollThrough, SWEPT_ROUTES, test} from './site';

const BUILD_DIR = path.resolve(TEST_SITES.root.dir);

/**
 * The pages of the test build that the route sweep (accessibility.spec.ts), which checks the
 * policy on every route it loads, does not load: fixtures, the /docs redirect, /false.
 */
function pagesOutsideTheSweep(): {file: string; sitePath: string}[] {
  // Without a build, global setup stops the run with the command to make one.
  if (!existsSync(BUILD_DIR)) return [];
  return readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      // The 404 page is what an unknown path shows (swept as /no-such-page).
      return {file, sitePath: route === '404' ? 'no-such-page' : route};
    })
    .filter(({sitePath}) => !SWEPT_ROUTES.some((swept) => swept === sitePath || swept.startsWith(`${sitePath}?`)));
}

const PAGES = pagesOutsideTheSweep();

test.describe('Content-Security-Policy in the pages', () => {
  test('no violations on the pages the route sweep does not load', async ({page}) => {
    expect(PAGES.length).toBeGreaterThan(0);
    const violations = await collectCspViolations(page);
    for (const {sitePath} of PAGES) {
      await test.step(`/${sitePath}`, async () => {
        await gotoHydrated(page, sitePath);
        await scrollThrough(page);
        expect(violations).toEqual([]);
      });
    }
  });

  test.describe('what the policy refuses', () => {
    test.use({allowedConsoleErrors: /Content Security Policy/});

    test('an inline script that is not part of the build', async ({page}) => {
      const violations = await collectCspViolations(page);
      await gotoHydrated(page, 'docs/intro');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true';
        document.head.append(script);
        return (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan ?? false;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.map((violation) => violation.directive)).toContain('script-src-elem');
    });
  });

  test('no violations while searching in the modal and on the search page', async ({page}) => {
    const violations = await collectCspViolations(page);
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('register prover');
    // The hit itself, not whatever is first while results for the letters typed so far are still showing.
    await page.locator('[role="option"]:not(:has(.DocSearch-Hit--AskAI))').filter({hasText: 'Register provers'}).first().click();
    // Wait for the new page: the old one's heading is still there while its chunks load, and a
    // modal opened then loses what is typed into it when the navigation finishes.
    await expect(page).toHaveURL(/provers\/register-provers$/);
    await expect(page.locator('article h1')).toHaveText('Register provers');
    await page.keyboard.press('Control+k');
    // Keys typed before the modal has focused its input are lost.
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('qqxyzzyqq');
    await expect(page.locator('.DocSearch-Modal')).toContainText('No results');
    await page.keyboard.press('Escape');
    await gotoHydrated(page, 'search?q=bond');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('no violations on the error-code decoder', async ({page}) => {
    const violations = await collectCspViolations(page);
    await gotoHydrated(page, 'docs/troubleshooting/error-codes');
    const input = page.getByRole('textbox', {name: 'Revert data'});
    await input.fill('0xe92c469f');
    await expect(page.getByText('InsufficientBond()', {exact: true}).first()).toBeVisible();
    await input.fill('0x4e487b710000000000000000000000000000000000000000000000000000000000000011');
    await expect(page.getByText(/Panic code 0x11/)).toBeVisible();
    await scrollThrough(page);
    expect(violations).toEqual([]);
  });

  test('no violations while the diagram drawings load, in either colour mode', async ({page}) => {
    const violations = await collectCspViolations(page);
    await gotoHydrated(page, 'docs/about/architecture');
    const diagramCount = readFileSync('docs/about/architecture.md', 'utf8').match(/^```mermaid$/gm)?.length ?? 0;
    expect(diagramCount).toBeGreaterThan(0);
    // After hydration only the drawing of the current colour mode is in the page.
    const drawings = page.locator('figure[data-zoomable] img');
    await expect(drawings).toHaveCount(diagramCount);
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const drawing of await drawings.all()) {
        // Drawings load lazily, as they come near the viewport.
        await drawing.scrollIntoViewIfNeeded();
        await expect(drawing).toHaveAttribute('src', new RegExp(`-${mode}\\.svg$`));
        await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
    }
    expect(violations).toEqual([]);
  });
});

test.describe('Content-Security-Policy from the _headers file', () => {
  let headers: Record<string, string> = {};
  let origin = '';
  let close = async () => {};

  test.beforeAll(async () => {
    headers = parseHeadersFile(readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8')).find((rule) => rule.path === '/*')?.headers ?? {};
    const server = await serveBuild({dir: BUILD_DIR, base: '/', port: 0, headers});
    origin = `http://127.0.0.1:${(server.address() as {port: number}).port}/`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  test.afterAll(() => close());

  test('no violations with the header and the meta policy', async ({page}) => {
    const violations = await collectCspViolations(page);
    for (const sitePath of ['', 'docs', 'docs/about/architecture', 'docs/troubleshooting/error-codes', 'search?q=bond']) {
      await test.step(`/${sitePath}`, async () => {
        await page.goto(origin + sitePath);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await scrollThrough(page);
        expect(violations).toEqual([]);
      });
    }
  });

  test.describe('framing', () => {
    test.use({allowedConsoleErrors: /frame-ancestors/});

    test('no other page can frame the site', async ({page}) => {
      const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
      // A page with no policy of its own, so only the framed page's policy can refuse.
      await page.setContent(`<iframe src="${origin}docs/intro"></iframe>`);
      await refused;
    });
  });
});
