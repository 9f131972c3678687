/**
 * The Markdown copies (/docs/<path>.md), llms.txt and llms-full.txt, and the
 * Copy page button: the Markdown holds the page's text, with no MDX left.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {DOC_PAGES, docTitle, expect, gotoHydrated, test} from './site';

/** The deployed origin the test builds are made for (SITE_URL is not set there). */
const SITE_URL = 'https://docs.surge.wtf';

/** Words of a text, so Markdown syntax and punctuation do not matter. */
function words(text: string): string {
  return ` ${(text.match(/[\p{L}\p{N}_]+/gu) ?? []).join(' ')} `;
}

/** The Markdown's readable text: link targets dropped (the page shows only the link text), entities decoded. */
function markdownWords(markdown: string): string {
  const text = markdown
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(lt|gt|amp|quot);/g, (_, name: string) => ({lt: '<', gt: '>', amp: '&', quot: '"'})[name]!);
  return words(text);
}

/** The text blocks of the rendered doc: headings, paragraphs, list items and table cells, controls left out. */
async function pageBlocks(page: Page): Promise<{blocks: string[]; code: string[]}> {
  return page.locator('article').evaluate((article) => {
    const outside = 'form, button, figure, nav, footer';
    const blocks = Array.from(article.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, th, td'))
      .filter((element) => !element.closest(outside))
      .map((element) => {
        const clone = element.cloneNode(true) as Element;
        // Code blocks are compared line by line below; nested blocks of a list item are blocks of their own.
        const nested = element.tagName === 'LI' ? ', p, ul, ol, table, div' : '';
        clone.querySelectorAll(`button, input, textarea, svg, .hash-link, .theme-code-block${nested}`).forEach((node) => node.remove());
        return clone.textContent ?? '';
      })
      .filter((text) => /[\p{L}\p{N}]/u.test(text));
    const code = Array.from(article.querySelectorAll('pre code')).map((element) =>
      Array.from(element.querySelectorAll('.token-line')).map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n'),
    );
    return {blocks, code};
  });
}

/** Pages whose interactive tool renders UI text that has no Markdown form (its copy describes the tool instead). */
const TOOL_PAGES = new Set(['docs/guides/running-surge/env-checker', 'docs/troubleshooting/log-troubleshooter']);

test.describe('Markdown copies of the docs', () => {
  for (const [route, sourceFile] of DOC_PAGES) {
    test(`/${route}.md holds the text of /${route} and no MDX`, async ({page}) => {
      const response = await page.request.get(`${route}.md`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      const markdown = await response.text();

      expect(markdown.startsWith(`# ${docTitle(sourceFile)}\n`)).toBe(true);
      const prose = markdown.replace(/^( *)```[\s\S]*?^\1```$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, 'JSX tags').not.toMatch(/<\/?[A-Z][A-Za-z.]*[\s/>]/);
      expect(prose, 'imports or exports').not.toMatch(/^(import|export) /m);
      expect(prose, 'admonition fences').not.toMatch(/^:::/m);
      expect(prose, 'heading ids').not.toMatch(/^#+ .*\{#[\w-]+\}\s*$/m);

      await gotoHydrated(page, route);
      const {blocks, code} = await pageBlocks(page);
      expect(blocks.length).toBeGreaterThan(0);
      const available = markdownWords(markdown);
      const missing = TOOL_PAGES.has(route) ? [] : blocks.filter((block) => !available.includes(words(block)));
      expect(missing, 'page text missing from the Markdown').toEqual([]);
      // Line by line: code inside list items is indented, inside admonitions quoted.
      const markdownLines = new Set(markdown.split('\n').map((line) => line.replace(/^(\s*>)*/, '').trim()));
      const missingCode = code.flatMap((snippet) => snippet.split('\n').map((line) => line.trim())).filter((line) => line && !markdownLines.has(line));
      expect(missingCode, 'code lines missing from the Markdown').toEqual([]);
    });
  }

  test('the error-codes Markdown renders the error table from the data', async ({page}) => {
    const markdown = await (await page.request.get('docs/troubleshooting/error-codes.md')).text();
    const data = JSON.parse(readFileSync('src/data/errorCodes.json', 'utf8')) as {files: {contracts: {errors: {signature: string; selector: string}[]}[]}[]};
    const errors = data.files.flatMap((file) => file.contracts.flatMap((group) => group.errors));
    expect(errors.length).toBeGreaterThan(200);
    for (const error of errors) expect(markdown).toMatch(new RegExp(`\`${error.signature.replace(/[()[\]]/g, '\\$&')}\`.*\\| \`${error.selector}\` \\|`));
  });

  test('admonitions, tabs and diagrams become Markdown', async ({page}) => {
    const l1 = await (await page.request.get('docs/guides/running-surge/deploy-l1.md')).text();
    expect(l1).toMatch(/^> \*\*Warning: Removal cannot be undone\*\*$/m);
    expect(l1).toMatch(/^\*\*Ubuntu \/ Debian\*\*\n\n[\s\S]*^\*\*CentOS \/ RHEL\*\*\n\n[\s\S]*^\*\*macOS\*\*$/m);
    const overview = await (await page.request.get('docs/guides/running-surge.md')).text();
    expect(overview).toMatch(/^```mermaid\n/m);
  });
});

test.describe('llms.txt', () => {
  test('lists every doc with its description and Markdown URL, grouped like the sidebar', async ({page, baseURL}) => {
    const response = await page.request.get('llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    const base = new URL(baseURL!).pathname;
    expect(text).toMatch(/^# Surge Documentation\n\n> .+\n/);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Documentation', 'About', 'Guides', 'Troubleshooting']);
    for (const [route, sourceFile] of DOC_PAGES) {
      const description = /^description:\s*"?(.*?)"?\s*$/m.exec(readFileSync(sourceFile, 'utf8'))?.[1];
      const line = `[${docTitle(sourceFile)}](${SITE_URL}${base}${route}.md)${description ? `: ${description}` : ''}`;
      expect(text).toContain(line);
    }
  });

  test('llms-full.txt holds every doc in Markdown', async ({page}) => {
    const full = await (await page.request.get('llms-full.txt')).text();
    for (const [route] of DOC_PAGES) {
      const markdown = await (await page.request.get(`${route}.md`)).text();
      const body = markdown.slice(markdown.indexOf('\n')).trim();
      expect(full).toContain(body);
    }
  });
});

test.describe('Copy page', () => {
  test('copies the page as Markdown, fetched only on click', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) markdownRequests.push(request.url());
    });
    await gotoHydrated(page, 'docs/about');
    expect(markdownRequests).toEqual([]);

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied this page as Markdown.'})).toBeAttached();
    expect(markdownRequests).toEqual([`${baseURL}docs/about.md`]);
    const expected = await (await page.request.get('docs/about.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('links to the raw Markdown', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/provers');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${new URL(baseURL!).pathname}docs/guides/running-surge/provers.md`);
    const response = await page.request.get(`${baseURL}docs/guides/running-surge/provers.md`);
    expect(await response.text()).toMatch(/^# Provers/);
  });

  test('says so when the clipboard is blocked', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: deny, writeText: deny}});
    });
    await gotoHydrated(page, 'docs/intro');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByText('Could not copy: the browser blocked the clipboard.')).toBeVisible();
  });

  test.describe('without its Markdown file', () => {
    test.use({allowedConsoleErrors: /status of 404/});

    test('says the Markdown could not be loaded', async ({page}) => {
      await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
      await gotoHydrated(page, 'docs/intro');
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByText('Could not load the Markdown of this page (HTTP 404).')).toBeVisible();
    });
  });
});
