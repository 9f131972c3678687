/**
 * Every link a page's HTML holds to another page or file of the site answers
 * 200 from a static host (tests/server/resolveStaticPath.ts, as the browser
 * tests' server resolves it), in the build at / and in the one under
 * /docs-site/: what a reader without JavaScript follows (tests/e2e/no-javascript.spec.ts).
 */
import {describe, expect, test} from 'vitest';
import {DOC_PAGES} from '../docPages';
import {resolveStaticPath} from '../server/resolveStaticPath';
import {TEST_SITES} from '../sites';
import {hasBuiltFile, loadPage, type TestSite} from './builtSite';

const ORIGIN = 'http://site.test';
const SITE_PATHS = ['', 'search', ...DOC_PAGES.map(([sitePath]) => sitePath)];

/** The site links of a page, without their #fragment, as absolute paths. */
function siteLinks(site: TestSite, sitePath: string): string[] {
  const $ = loadPage(site, sitePath);
  const pageUrl = `${ORIGIN}${site.base}${sitePath}`;
  const paths = $('a[href]')
    .map((_, link) => new URL($(link).attr('href')!, pageUrl))
    .get()
    .filter((url) => url.origin === ORIGIN)
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/** Whether a static host serving the build under its base answers the path with a file. */
function served(site: TestSite, pathname: string): boolean {
  const resolution = resolveStaticPath(site.base, pathname);
  return resolution.kind === 'file' && resolution.candidates.some((candidate) => hasBuiltFile(site, candidate));
}

for (const site of [TEST_SITES.root, TEST_SITES.subpath]) {
  describe(`links in the build under ${site.base}`, () => {
    test.each(SITE_PATHS)(`/%s links only to pages and files the site serves`, (sitePath) => {
      const links = siteLinks(site, sitePath);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((pathname) => !served(site, pathname))).toEqual([]);
    });
  });

  test(`every page's footer under ${site.base} links the page on using the docs from an AI agent`, () => {
    for (const sitePath of SITE_PATHS) {
      const $ = loadPage(site, sitePath);
      expect($('footer a').filter((_, link) => $(link).attr('href') === `${site.base}docs/guides/ai-agents`).text(), sitePath).toBe('Use from an AI agent');
    }
  });

  test(`a link to a page that is not in the build under ${site.base} is caught`, () => {
    expect(served(site, `${site.base}docs/intro`)).toBe(true);
    expect(served(site, `${site.base}docs/no-such-page`)).toBe(false);
    expect(served(site, '/elsewhere/docs/intro')).toBe(false);
  });
}
