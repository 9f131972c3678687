/**
 * Metadata crawlers and browsers read from the static HTML (no JavaScript):
 * title, description, canonical URL, Open Graph and Twitter tags, icons, and
 * the site files robots.txt, sitemap.xml, opensearch.xml and the web manifest
 * (linked by the app, after the first paint). Every URL in them follows SITE_URL and
 * BASE_URL.
 */
import type {APIRequestContext} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {svgDataUrl} from '../../config/svgDataUrl';
import {DOC_PAGES, expect, gotoHydrated, test} from './site';

/** The deployed origin the test builds are made for (SITE_URL is not set there). */
const SITE_URL = 'https://docs.surge.wtf';

/** The favicon as the pages carry it: static/img/favicon.svg as a data: URL. */
const FAVICON_URL = svgDataUrl(readFileSync('static/img/favicon.svg', 'utf8'));

const ROUTES = ['', 'markdown-page', 'search', ...DOC_PAGES.map(([route]) => route)];

/** The site path of a URL on the deployed site, fetched from the test server instead. */
async function fetchSiteUrl(request: APIRequestContext, baseURL: string, url: string) {
  const base = new URL(baseURL).pathname;
  expect(url.startsWith(`${SITE_URL}${base}`), `${url} is under ${SITE_URL}${base}`).toBe(true);
  return request.get(url.slice(`${SITE_URL}${base}`.length));
}

test.describe('page metadata', () => {
  test.use({javaScriptEnabled: false});

  for (const route of ROUTES) {
    test(`/${route} has its canonical URL, description, social tags and icons`, async ({page, baseURL}) => {
      const base = new URL(baseURL!).pathname;
      await page.goto(route || './');
      const head = page.locator('head');
      const meta = (key: string) => head.locator(`meta[property="${key}"], meta[name="${key}"]`);
      const canonical = `${SITE_URL}${base}${route}`;

      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(meta('og:url')).toHaveAttribute('content', canonical);
      await expect(meta('og:title')).toHaveAttribute('content', /\S.*Surge Documentation$/);
      const description = await meta('description').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      await expect(meta('og:description')).toHaveAttribute('content', description!);
      await expect(meta('og:image')).toHaveAttribute('content', `${SITE_URL}${base}img/social-card.png`);
      await expect(meta('twitter:image')).toHaveAttribute('content', `${SITE_URL}${base}img/social-card.png`);
      await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta('og:site_name')).toHaveAttribute('content', 'Surge Documentation');
      await expect(meta('og:type')).toHaveAttribute('content', route.startsWith('docs/') ? 'article' : 'website');
      await expect(head.locator('link[rel="search"][type="application/opensearchdescription+xml"]')).toHaveAttribute('href', `${base}opensearch.xml`);
      // One icon, written into the page (docusaurus.config.ts); browsers that cannot read it ask for /favicon.ico.
      await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', FAVICON_URL);
      await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', `${base}img/apple-touch-icon.png`);
      // The app links the manifest (plugins/site-metadata/linkWebManifest.ts): not in the HTML.
      await expect(head.locator('link[rel="manifest"]')).toHaveCount(0);
    });
  }
});

test("after a client-side navigation the head is the new page's, and going back restores it, each tag once", async ({page, baseURL}) => {
  const base = new URL(baseURL!).pathname;
  const head = page.locator('head');
  const expectHeadOf = async (route: string, title: RegExp) => {
    await expect(page).toHaveTitle(title);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${base}${route}`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${base}${route}`);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  };
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
  await expectHeadOf('docs/guides/running-surge/deploy-l2', /^Deploy the protocol and L2 \| Surge Documentation$/);
  const description = await head.locator('meta[name="description"]').getAttribute('content');

  await page.locator(`.theme-doc-sidebar-container a[href="${base}docs/intro"]`).click();
  await expectHeadOf('docs/intro', /^Introduction to Surge \| Surge Documentation$/);
  await expect(head.locator('meta[name="description"]')).not.toHaveAttribute('content', description!);

  await page.goBack();
  await expectHeadOf('docs/guides/running-surge/deploy-l2', /^Deploy the protocol and L2 \| Surge Documentation$/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description!);
});

test('once the app runs, the page links the web manifest', async ({page, baseURL}) => {
  await page.goto('docs/intro');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', `${new URL(baseURL!).pathname}manifest.webmanifest`);
});

test.describe('site files', () => {
  test('the social card is a 1200×630 PNG', async ({request, baseURL}) => {
    const response = await fetchSiteUrl(request, baseURL!, `${SITE_URL}${new URL(baseURL!).pathname}img/social-card.png`);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('every icon the pages and the manifest name is served', async ({request, baseURL}) => {
    const base = new URL(baseURL!).pathname;
    const manifest = (await (await request.get('manifest.webmanifest')).json()) as {start_url: string; icons: {src: string; sizes: string}[]};
    expect(manifest.start_url).toBe(base);
    const paths = [...manifest.icons.map((icon) => icon.src), `${base}favicon.ico`, `${base}img/favicon.svg`, `${base}img/apple-touch-icon.png`];
    for (const iconPath of paths) {
      const response = await request.get(iconPath.slice(base.length));
      expect(response.status(), iconPath).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('robots.txt allows crawling and names the sitemap', async ({request, baseURL}) => {
    const base = new URL(baseURL!).pathname;
    const robots = await (await request.get('robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${SITE_URL}${base}sitemap.xml`);
  });

  test('sitemap.xml lists every page under the site URL, without aliases or test pages', async ({request, baseURL}) => {
    const base = new URL(baseURL!).pathname;
    const sitemap = await (await request.get('sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of ROUTES) expect(urls).toContain(`${SITE_URL}${base}${route}`);
    expect(urls.filter((url) => /\/false$|\/tests\//.test(url!))).toEqual([]);
  });

  test('opensearch.xml points browsers at the search page', async ({request, baseURL}) => {
    const base = new URL(baseURL!).pathname;
    const response = await request.get('opensearch.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain(`template="${SITE_URL}${base}search?q={searchTerms}"`);
    expect(xml).toMatch(/<ShortName>.{1,16}<\/ShortName>/);
  });
});
