/**
 * Metadata crawlers and browsers read from the static HTML (no JavaScript):
 * title, description, canonical URL, Open Graph and Twitter tags, icons, and
 * the site files robots.txt, sitemap.xml, opensearch.xml and the web manifest,
 * in both test builds: every URL in them follows SITE_URL and BASE_URL.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {svgDataUrl} from '../../config/svgDataUrl';
import {DOC_PAGES} from '../docPages';
import {TEST_SITES} from '../sites';
import {builtFile, hasBuiltFile, loadPage, SITE_URL} from './builtSite';

/** The favicon as the pages carry it: static/img/favicon.svg as a data: URL. */
const FAVICON_URL = svgDataUrl(readFileSync('static/img/favicon.svg', 'utf8'));

const ROUTES = ['', 'markdown-page', 'search', ...DOC_PAGES.map(([route]) => route)];

/** Image files start with their format's signature. */
const IMAGE_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  '.png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  '.ico': (bytes) => bytes.readUInt32BE(0) === 0x00000100,
  '.svg': (bytes) => /<svg[\s>]/.test(bytes.toString('utf8')),
};

for (const site of [TEST_SITES.root, TEST_SITES.subpath]) {
  const base = site.base;
  const builtBytes = (file: string) => readFileSync(path.resolve(site.dir, file));

  describe(`page metadata (base ${base})`, () => {
    test.each(ROUTES)('/%s has its canonical URL, description, social tags and icons', (route) => {
      const $ = loadPage(site, route);
      const head = $('head');
      const meta = (key: string) => head.find(`meta[property="${key}"], meta[name="${key}"]`);
      const canonical = `${SITE_URL}${base}${route}`;

      expect(head.find('link[rel="canonical"]').attr('href')).toBe(canonical);
      expect(meta('og:url').attr('content')).toBe(canonical);
      expect(meta('og:title').attr('content')).toMatch(/\S.*Surge Documentation$/);
      const description = meta('description').attr('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(meta('og:description').attr('content')).toBe(description);
      expect(meta('og:image').attr('content')).toBe(`${SITE_URL}${base}img/social-card.png`);
      expect(meta('twitter:image').attr('content')).toBe(`${SITE_URL}${base}img/social-card.png`);
      expect(meta('twitter:card').attr('content')).toBe('summary_large_image');
      expect(meta('og:site_name').attr('content')).toBe('Surge Documentation');
      expect(meta('og:type').attr('content')).toBe(route.startsWith('docs/') ? 'article' : 'website');
      expect(head.find('link[rel="search"][type="application/opensearchdescription+xml"]').attr('href')).toBe(`${base}opensearch.xml`);
      // One icon, written into the page (docusaurus.config.ts); browsers that cannot read it ask for /favicon.ico.
      expect(head.find('link[rel="icon"]').map((_, link) => $(link).attr('href')).get()).toEqual([FAVICON_URL]);
      expect(head.find('link[rel="apple-touch-icon"]').attr('href')).toBe(`${base}img/apple-touch-icon.png`);
      // The app links the manifest (plugins/site-metadata/linkWebManifest.ts): not in the HTML.
      expect(head.find('link[rel="manifest"]')).toHaveLength(0);
    });
  });

  describe(`site files (base ${base})`, () => {
    test('the social card is a 1200×630 PNG', () => {
      const png = builtBytes('img/social-card.png');
      expect(IMAGE_SIGNATURES['.png']!(png)).toBe(true);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });

    test('every icon the pages and the manifest name is in the build, as an image', () => {
      const manifest = JSON.parse(builtFile(site, 'manifest.webmanifest')) as {start_url: string; icons: {src: string; sizes: string}[]};
      expect(manifest.start_url).toBe(base);
      const paths = [...manifest.icons.map((icon) => icon.src), `${base}favicon.ico`, `${base}img/favicon.svg`, `${base}img/apple-touch-icon.png`];
      for (const iconPath of paths) {
        expect(iconPath.startsWith(base), iconPath).toBe(true);
        const file = iconPath.slice(base.length);
        expect(hasBuiltFile(site, file), iconPath).toBe(true);
        expect(IMAGE_SIGNATURES[path.extname(file)]?.(builtBytes(file)), `${iconPath} is an image`).toBe(true);
      }
    });

    test('robots.txt allows crawling and names the sitemap', () => {
      const robots = builtFile(site, 'robots.txt');
      expect(robots).toContain('User-agent: *');
      expect(robots).toContain(`Sitemap: ${SITE_URL}${base}sitemap.xml`);
    });

    test('sitemap.xml lists every page under the site URL, without aliases or test pages', () => {
      const urls = [...builtFile(site, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const route of ROUTES) expect(urls).toContain(`${SITE_URL}${base}${route}`);
      expect(urls.filter((url) => /\/false$|\/tests\//.test(url!))).toEqual([]);
    });

    test('opensearch.xml points browsers at the search page', () => {
      const xml = builtFile(site, 'opensearch.xml');
      expect(xml).toContain(`template="${SITE_URL}${base}search?q={searchTerms}"`);
      expect(xml).toMatch(/<ShortName>.{1,16}<\/ShortName>/);
    });
  });
}

describe('the edit link', () => {
  // The literal, not DOCS_REPOSITORY: a test that read the config's own value could not catch a wrong one.
  test.each(DOC_PAGES)('/%s: "Edit this page" opens %s in GitHub’s editor, on main', (route, source) => {
    const $ = loadPage(TEST_SITES.root, route);
    expect($('a.theme-edit-this-page').attr('href')).toBe(`https://github.com/NethermindEth/surge-docs/edit/main/${source}`);
  });
});
