/**
 * First-load bytes of a page: every JS and CSS response Chromium receives from
 * navigation until the network is idle and the page has hydrated (the HTML's own references plus the
 * chunks the runtime fetches), raw and gzip-compressed (level 9, as a static
 * host would serve them). Each page gets a fresh browser context, so nothing
 * is cached from the previous one. Chunks Docusaurus only prefetches for links
 * in view (<link rel=prefetch>) are not needed to show the page: they are
 * counted apart, as in the size budgets (tests/e2e/budgets.spec.ts).
 *
 * Used by `npm run bench` (bench/run.ts) and scripts/measure-first-load.ts.
 */
import {gzipSync} from 'node:zlib';
import type {Browser, Response} from '@playwright/test';

export type FirstLoad = {
  path: string;
  /** JS and CSS files the page loads (prefetches excluded). */
  files: number;
  rawBytes: number;
  gzipBytes: number;
  jsGzip: number;
  cssGzip: number;
  /** Chunks prefetched for links in view (not already loaded by the page), not counted above. */
  prefetchedFiles: number;
  /** Their raw bytes. */
  prefetchedRaw: number;
};

export type LoadedFile = {url: string; resourceType: string; kind: 'js' | 'css'; prefetch: boolean; rawBytes: number; gzipBytes: number};

export type MeasureFirstLoadOptions = {
  /** Called for every JS or CSS file, prefetched ones included (e.g. to list them). */
  onFile?: (file: LoadedFile) => void;
};

export async function measureFirstLoad(browser: Browser, origin: string, path: string, options: MeasureFirstLoadOptions = {}): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<LoadedFile>[] = [];
  const onResponse = (response: Response) => {
    const resourceType = response.request().resourceType();
    const url = new URL(response.url());
    const isCode = resourceType === 'script' || resourceType === 'stylesheet' || /\.(js|css)$/.test(url.pathname);
    if (!isCode || response.status() !== 200) return;
    const kind = resourceType === 'stylesheet' || url.pathname.endsWith('.css') ? 'css' : 'js';
    const prefetch = resourceType !== 'script' && resourceType !== 'stylesheet';
    bodies.push(
      response.body().then(async (stored) => {
        // Chromium keeps no body for a prefetch response; fetch the file again (outside the page) to size it.
        const body = prefetch && stored.length === 0 ? await context.request.get(response.url()).then((again) => again.body()) : stored;
        const file: LoadedFile = {url: response.url(), resourceType, kind, prefetch, rawBytes: body.length, gzipBytes: gzipSync(body, {level: 9}).length};
        options.onFile?.(file);
        return file;
      }),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(origin + (path.startsWith('/') ? path : `/${path}`), {waitUntil: 'networkidle'});
    // Scripts start after the first paint (plugins/scripts-after-first-paint), which on a slow
    // machine can come after the network first went quiet: count until the page has hydrated.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating-blocks'));
    page.off('response', onResponse);
    const settled = await Promise.all(bodies);
    const loaded = settled.filter((file) => !file.prefetch);
    // A chunk the page already ran and that a link in view prefetches again costs nothing more.
    const loadedUrls = new Set(loaded.map((file) => file.url));
    const prefetched = [...new Map(settled.filter((file) => file.prefetch && !loadedUrls.has(file.url)).map((file) => [file.url, file])).values()];
    const sum = (files: LoadedFile[], key: 'rawBytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);
    return {
      path: path.startsWith('/') ? path : `/${path}`,
      files: loaded.length,
      rawBytes: sum(loaded, 'rawBytes'),
      gzipBytes: sum(loaded, 'gzipBytes'),
      jsGzip: sum(
        loaded.filter((file) => file.kind === 'js'),
        'gzipBytes',
      ),
      cssGzip: sum(
        loaded.filter((file) => file.kind === 'css'),
        'gzipBytes',
      ),
      prefetchedFiles: prefetched.length,
      prefetchedRaw: sum(prefetched, 'rawBytes'),
    };
  } finally {
    await context.close();
  }
}
