/**
 * What the built pages and assets hold, read from the root test build: every
 * page's scripts are its own and load from the site, the bundle's copy of the
 * site config is trimmed, every script carries the compile hint, no page uses
 * an Infima component the stylesheet leaves out, and every image has its size
 * and loads lazily. What a first visit downloads is tests/e2e/budgets.spec.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {COMPILE_HINT} from '../../plugins/script-loading';
import {usesUnusedComponent} from '../../plugins/stylesheets/unusedInfima';
import {DOC_PAGES} from '../docPages';
import {TEST_SITES} from '../sites';
import {builtFile, loadPage, pageFile} from './builtSite';

const site = TEST_SITES.root;
const SITE_PATHS = [...DOC_PAGES.map(([sitePath]) => sitePath), ''];

/** The one built file in assets/<folder> whose name matches. */
function asset(folder: string, pattern: RegExp): string {
  const file = readdirSync(path.resolve(site.dir, 'assets', folder)).find((name) => pattern.test(name));
  expect(file, `${pattern} in assets/${folder}`).toBeTruthy();
  return builtFile(site, `assets/${folder}/${file}`);
}

describe('built pages', () => {
  test.each(SITE_PATHS)('/%s loads no script or stylesheet from another host', (sitePath) => {
    const $ = loadPage(site, sitePath);
    const urls = $('script[src], link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"]')
      .map((_, element) => $(element).attr('src') ?? $(element).attr('href'))
      .get();
    expect(urls.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
  });

  test.each(SITE_PATHS)("/%s lists its scripts for the loader in order: main's packages, runtime, then main", (sitePath) => {
    const html = builtFile(site, pageFile(sitePath));
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
    const lists = [...html.matchAll(/\}\((\["[^\]]*"\])\)<\/script>/g)].map((match) => JSON.parse(match[1]!) as string[]);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.map((source) => source.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['/assets/js/main-packages', '/assets/js/runtime~main', '/assets/js/main']);
  });

  test.each(SITE_PATHS)('/%s uses no class of the Infima components the stylesheet leaves out', (sitePath) => {
    const $ = loadPage(site, sitePath);
    const classes = $('[class]')
      .map((_, element) => ($(element).attr('class') ?? '').split(/\s+/).filter(Boolean))
      .get();
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((className) => usesUnusedComponent(`.${className}`))).toEqual([]);
  });

  test.each(SITE_PATHS)('/%s gives every image its size and loads it lazily (the logo is drawn by the stylesheet)', (sitePath) => {
    const $ = loadPage(site, sitePath);
    for (const img of $('img').toArray()) {
      const markup = $.html(img);
      expect($(img).attr('width'), `${markup}: width`).toBeDefined();
      expect($(img).attr('height'), `${markup}: height`).toBeDefined();
      expect($(img).attr('loading'), `${markup}: lazy`).toBe('lazy');
    }
  });
});

describe('built assets', () => {
  test("code colours come once, in the stylesheet: the bundle's copy of the site config has no token rules", () => {
    const main = asset('js', /^main\.[0-9a-f]+\.js$/);
    expect(main).toContain('"hsl(230, 1%, 98%)"'); // the light theme's plain background stays, for <pre>
    expect(main).not.toContain('"prolog"');
    expect(asset('css', /^styles\.[0-9a-f]+\.css$/)).toMatch(/\[data-theme=["']?dark["']?\] \.prism-code \.token\.prolog/);
    expect(main).toMatch(/experimental_router:"browser"/);
    expect(main).toMatch(/magicComments:\[\{className:"theme-code-block-highlighted-line"/);
  });

  test('tracker code is bundled only in a build with analytics configured', () => {
    const bundledScripts = (dir: string) =>
      readdirSync(path.resolve(dir, 'assets/js'))
        .map((name) => readFileSync(path.resolve(dir, 'assets/js', name), 'utf8'))
        .join('\n');
    expect(bundledScripts(TEST_SITES.root.dir)).not.toMatch(/setTrackerUrl|trackPageView|googletagmanager/);
    expect(bundledScripts(TEST_SITES.subpath.dir)).toMatch(/setTrackerUrl/);
  });

  test('every script asks V8 to compile its functions while it streams in (its first line is the compile hint)', () => {
    const scripts = readdirSync(path.resolve(site.dir, 'assets/js')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const name of scripts) expect(builtFile(site, `assets/js/${name}`).split('\n', 1)[0], name).toBe(COMPILE_HINT);
  });
});
