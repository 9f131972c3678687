/**
 * First-load bytes of a page: every JS and CSS response Chromium receives from
 * navigation until the network is idle and the page has hydrated (the HTML's own references plus the
 * chunks the runtime fetches), raw and gzip-compressed (level 9, as a static
 * host would serve them). Each page gets a fresh browser context, so nothing
 * is cached from the previous one. Chunks Docusaurus only prefetches for links
 * in view (<link rel=prefetch>) are not needed to show the page: they are
 * counted apart, as in the size budgets (tests/e2e/budgets.spec.ts).
 *
 * Two more figures, in gzip bytes: what had arrived when the page became
 * interactive (hydrated, every deferred block included), and everything until
 * the network is idle once more after that, idle-time prefetches included
 * (a prefetch of a chunk the page already ran counts once).
 *
 * Used by `npm run bench` (bench/run.ts) and scripts/measure-first-load.ts.
 */
import {gzipSync} from 'node:zlib';
import type {Browser, Response} from '@playwright/test';
import {INTERACTIVE_ATTRIBUTES, INTERACTIVE_PAGE} from '../src/scheduling/interactivePage';

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
  /** JS and CSS that had arrived when the page became interactive. */
  untilInteractiveGzip: number;
  /** All JS and CSS until the network was idle after that, idle-time prefetches included. */
  untilIdleGzip: number;
};

export type LoadedFile = {
  url: string;
  resourceType: string;
  kind: 'js' | 'css';
  prefetch: boolean;
  rawBytes: number;
  gzipBytes: number;
  /** When the response's last byte arrived (epoch ms). */
  arrivedAt: number;
};

/** Gzip bytes until a moment, and in all with each URL once (a prefetch of a chunk already loaded adds nothing). */
export function bytesByMoment(files: readonly LoadedFile[], interactiveAt: number): {untilInteractiveGzip: number; untilIdleGzip: number} {
  const onceEach = (list: readonly LoadedFile[]) =>
    [...new Map(list.map((file) => [file.url, file])).values()].reduce((total, file) => total + file.gzipBytes, 0);
  return {untilInteractiveGzip: onceEach(files.filter((file) => file.arrivedAt <= interactiveAt)), untilIdleGzip: onceEach(files)};
}

/** The page is interactive: hydrated with its deferred blocks (src/components/HydrateLater). */
export {INTERACTIVE_PAGE};

/** The same as page code (an expression), for the benchmarks' in-page markers. */
export const PAGE_IS_INTERACTIVE = `document.documentElement.matches('${INTERACTIVE_PAGE}')`;

/** Records in the page when it has become interactive (epoch ms), as window.__interactiveAt. */
const INTERACTIVE_MARKER = `new MutationObserver(function () {
  if (!window.__interactiveAt && (${PAGE_IS_INTERACTIVE})) window.__interactiveAt = performance.timeOrigin + performance.now();
}).observe(document, {attributes: true, subtree: true, attributeFilter: ${JSON.stringify(INTERACTIVE_ATTRIBUTES)}});`;

/** Quiet this long with no JS or CSS request means idle-time prefetching is over. */
const QUIET_MS = 1500;

export type MeasureFirstLoadOptions = {
  /** Called for every JS or CSS file, prefetched ones included (e.g. to list them). */
  onFile?: (file: LoadedFile) => void;
};

export async function measureFirstLoad(browser: Browser, origin: string, path: string, options: MeasureFirstLoadOptions = {}): Promise<FirstLoad> {
  const context = await browser.newContext();
  const bodies: Promise<LoadedFile>[] = [];
  let lastCodeResponseAt = 0;
  const onResponse = (response: Response) => {
    const resourceType = response.request().resourceType();
    const url = new URL(response.url());
    const isCode = resourceType === 'script' || resourceType === 'stylesheet' || /\.(js|css)$/.test(url.pathname);
    if (!isCode || response.status() !== 200) return;
    const kind = resourceType === 'stylesheet' || url.pathname.endsWith('.css') ? 'css' : 'js';
    const prefetch = resourceType !== 'script' && resourceType !== 'stylesheet';
    lastCodeResponseAt = performance.now();
    bodies.push(
      response.body().then(async (stored) => {
        // When the last byte arrived, on the page's clock (epoch ms), to compare with the interactive moment.
        const timing = response.request().timing();
        const arrivedAt = timing.startTime + timing.responseEnd;
        // Chromium keeps no body for a prefetch response; fetch the file again (outside the page) to size it.
        const body = prefetch && stored.length === 0 ? await context.request.get(response.url()).then((again) => again.body()) : stored;
        const file: LoadedFile = {
          url: response.url(),
          resourceType,
          kind,
          prefetch,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, {level: 9}).length,
          arrivedAt,
        };
        options.onFile?.(file);
        return file;
      }),
    );
  };
  // The moment the page became interactive, on its own clock: hydrated, deferred blocks included.
  // A string, not a function: the TypeScript runner would add helpers the page does not have.
  await context.addInitScript(INTERACTIVE_MARKER);
  const page = await context.newPage();
  page.on('response', onResponse);
  try {
    await page.goto(origin + (path.startsWith('/') ? path : `/${path}`), {waitUntil: 'networkidle'});
    // Scripts start after the first paint (plugins/scripts-after-first-paint), which on a slow
    // machine can come after the network first went quiet: count until the page has hydrated.
    await page.locator(INTERACTIVE_PAGE).waitFor({state: 'attached'});
    const interactiveAt = await page.evaluate(() => (window as unknown as {__interactiveAt?: number}).__interactiveAt ?? Number.NaN);
    if (Number.isNaN(interactiveAt)) throw new Error(`${path}: the moment the page became interactive was not recorded.`);
    // Idle-time prefetching starts after the load, a few links per idle period: wait until it is quiet.
    await page.waitForLoadState('networkidle');
    while (performance.now() - lastCodeResponseAt < QUIET_MS) await page.waitForTimeout(QUIET_MS - (performance.now() - lastCodeResponseAt));
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
      ...bytesByMoment(settled, interactiveAt),
    };
  } finally {
    await context.close();
  }
}
