import {describe, expect, test} from 'vitest';
import {buildOpenSearchXml} from './buildOpenSearchXml';
import {buildRobotsTxt} from './buildRobotsTxt';
import {buildWebManifest} from './buildWebManifest';

const ROOT = {siteUrl: 'https://docs.surge.wtf', baseUrl: '/'};
const SUBPATH = {siteUrl: 'https://example.org', baseUrl: '/docs-site/'};

describe('buildRobotsTxt', () => {
  test.each([
    [ROOT, 'Allow: /', 'Sitemap: https://docs.surge.wtf/sitemap.xml'],
    [SUBPATH, 'Allow: /docs-site/', 'Sitemap: https://example.org/docs-site/sitemap.xml'],
  ])('allows crawling and names the sitemap for %j', (site, allow, sitemap) => {
    const robots = buildRobotsTxt(site).split('\n');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(allow);
    expect(robots).toContain(sitemap);
  });
});

describe('buildOpenSearchXml', () => {
  const input = {shortName: 'Surge Docs', description: 'Search the Surge & Taiko docs', iconPath: 'favicon.ico', searchPath: 'search'};

  test.each([
    [ROOT, 'https://docs.surge.wtf/search?q={searchTerms}'],
    [SUBPATH, 'https://example.org/docs-site/search?q={searchTerms}'],
  ])('points the search template at the search page for %j', (site, template) => {
    const xml = buildOpenSearchXml({...site, ...input});
    expect(xml).toContain(`<Url type="text/html" method="get" template="${template}"/>`);
    expect(xml).toContain(`<Image width="16" height="16" type="image/x-icon">${site.siteUrl}${site.baseUrl}favicon.ico</Image>`);
  });

  test('escapes XML special characters', () => {
    expect(buildOpenSearchXml({...ROOT, ...input})).toContain('<Description>Search the Surge &amp; Taiko docs</Description>');
  });

  test('rejects a short name over 16 characters', () => {
    expect(() => buildOpenSearchXml({...ROOT, ...input, shortName: 'Surge Documentation'})).toThrow(/at most 16 characters/);
  });
});

describe('buildWebManifest', () => {
  test('lists the icons under the base URL', () => {
    const manifest = JSON.parse(
      buildWebManifest({
        name: 'Surge Documentation',
        shortName: 'Surge Docs',
        baseUrl: '/docs-site/',
        themeColor: '#1d4ed8',
        backgroundColor: '#ffffff',
        icons: [{path: 'img/icon-192.png', size: 192}],
      }),
    );
    expect(manifest).toMatchObject({start_url: '/docs-site/', icons: [{src: '/docs-site/img/icon-192.png', sizes: '192x192', type: 'image/png'}]});
  });
});
