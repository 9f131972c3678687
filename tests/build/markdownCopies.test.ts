/**
 * The Markdown copies (/docs/<path>.md), llms.txt and llms-full.txt in both
 * test builds (at / and under /docs-site/): each copy holds its page's text,
 * as the built HTML shows it, with no MDX left.
 */
import {readFileSync} from 'node:fs';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {DOC_PAGES, docTitle} from '../docPages';
import {TEST_SITES} from '../sites';
import {builtFile, hasBuiltFile, loadPage, SITE_URL} from './builtSite';

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

/** The text blocks of the doc: headings, paragraphs, list items and table cells, controls left out; and its code, line by line. */
function pageBlocks($: CheerioAPI): {blocks: string[]; code: string[]} {
  const article = $('article').first();
  // The page's own controls (the "Open in…" menu above the title is a <details>), not its text.
  const outside = 'form, button, figure, nav, footer, [data-hand-off]';
  const blocks = article
    .find('h1, h2, h3, h4, h5, h6, p, li, th, td')
    .filter((_, element) => $(element).closest(outside).length === 0)
    .map((_, element) => {
      const clone = $(element).clone();
      // Code blocks are compared line by line below; nested blocks of a list item are blocks of their own.
      const nested = element.tagName === 'li' ? ', p, ul, ol, table, div' : '';
      clone.find(`button, input, textarea, svg, .hash-link, .theme-code-block${nested}`).remove();
      return clone.text();
    })
    .get()
    .filter((text) => /[\p{L}\p{N}]/u.test(text));
  const code = article
    .find('pre code')
    .map((_, element) =>
      $(element)
        .find('.token-line')
        .map((__, line) => $(line).text().replace(/\n$/, ''))
        .get()
        .join('\n'),
    )
    .get();
  return {blocks, code};
}

/** Pages whose interactive tool renders UI text that has no Markdown form (its copy describes the tool instead). */
const TOOL_PAGES = new Set(['docs/guides/running-surge/env-checker', 'docs/troubleshooting/log-troubleshooter']);

for (const site of [TEST_SITES.root, TEST_SITES.subpath]) {
  describe(`Markdown copies of the docs (base ${site.base})`, () => {
    test.each(DOC_PAGES)(`/%s.md holds the text of the page and no MDX`, (route, sourceFile) => {
      const markdown = builtFile(site, `${route}.md`);
      expect(markdown.startsWith(`# ${docTitle(sourceFile)}\n`)).toBe(true);
      const prose = markdown.replace(/^( *)```[\s\S]*?^\1```$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose, 'JSX tags').not.toMatch(/<\/?[A-Z][A-Za-z.]*[\s/>]/);
      expect(prose, 'imports or exports').not.toMatch(/^(import|export) /m);
      expect(prose, 'admonition fences').not.toMatch(/^:::/m);
      expect(prose, 'heading ids').not.toMatch(/^#+ .*\{#[\w-]+\}\s*$/m);

      const {blocks, code} = pageBlocks(loadPage(site, route));
      expect(blocks.length).toBeGreaterThan(0);
      const available = markdownWords(markdown);
      const missing = TOOL_PAGES.has(route) ? [] : blocks.filter((block) => !available.includes(words(block)));
      expect(missing, 'page text missing from the Markdown').toEqual([]);
      // Line by line: code inside list items is indented, inside admonitions quoted.
      const markdownLines = new Set(markdown.split('\n').map((line) => line.replace(/^(\s*>)*/, '').trim()));
      const missingCode = code.flatMap((snippet) => snippet.split('\n').map((line) => line.trim())).filter((line) => line && !markdownLines.has(line));
      expect(missingCode, 'code lines missing from the Markdown').toEqual([]);
    });

    test('every doc page links its Markdown copy in the head, and the landing page llms.txt', () => {
      for (const [route] of DOC_PAGES) {
        const links = loadPage(site, route)('head link[rel="alternate"][type="text/markdown"]');
        expect(links.length, route).toBe(1);
        const href = links.attr('href')!;
        expect(href).toBe(`${site.base}${route}.md`);
        expect(hasBuiltFile(site, href.slice(site.base.length)), href).toBe(true);
      }
      expect(loadPage(site, '')('head link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(`${site.base}llms.txt`);
    });

    test('the error-codes Markdown renders the error table from the data', () => {
      const markdown = builtFile(site, 'docs/troubleshooting/error-codes.md');
      const data = JSON.parse(readFileSync('src/data/errorCodes.json', 'utf8')) as {files: {contracts: {errors: {signature: string; selector: string}[]}[]}[]};
      const errors = data.files.flatMap((file) => file.contracts.flatMap((group) => group.errors));
      expect(errors.length).toBeGreaterThan(200);
      for (const error of errors) expect(markdown).toMatch(new RegExp(`\`${error.signature.replace(/[()[\]]/g, '\\$&')}\`.*\\| \`${error.selector}\` \\|`));
    });

    test('admonitions, tabs and diagrams become Markdown', () => {
      const l1 = builtFile(site, 'docs/guides/running-surge/deploy-l1.md');
      expect(l1).toMatch(/^> \*\*Warning: Removal cannot be undone\*\*$/m);
      expect(l1).toMatch(/^\*\*Ubuntu \/ Debian\*\*\n\n[\s\S]*^\*\*CentOS \/ RHEL\*\*\n\n[\s\S]*^\*\*macOS\*\*$/m);
      expect(builtFile(site, 'docs/guides/running-surge.md')).toMatch(/^```mermaid\n/m);
    });

    test('llms.txt lists every doc with its description and Markdown URL, grouped like the sidebar', () => {
      const text = builtFile(site, 'llms.txt');
      expect(text).toMatch(/^# Surge Documentation\n\n> .+\n/);
      expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Documentation', 'About', 'Guides', 'Troubleshooting']);
      for (const [route, sourceFile] of DOC_PAGES) {
        const description = /^description:\s*"?(.*?)"?\s*$/m.exec(readFileSync(sourceFile, 'utf8'))?.[1];
        const line = `[${docTitle(sourceFile)}](${SITE_URL}${site.base}${route}.md)${description ? `: ${description}` : ''}`;
        expect(text).toContain(line);
      }
    });

    test('llms-full.txt holds every doc in Markdown', () => {
      const full = builtFile(site, 'llms-full.txt');
      for (const [route] of DOC_PAGES) {
        const markdown = builtFile(site, `${route}.md`);
        expect(full).toContain(markdown.slice(markdown.indexOf('\n')).trim());
      }
    });
  });
}
