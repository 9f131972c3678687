/**
 * A reader's first search, from a tap, on /docs/intro loaded cold: on the phone Lighthouse's mobile
 * run emulates (CPU 4x, 150 ms round trip, 1.6 Mbps; a touch screen, so no pointer rests on the
 * button first) and on a desktop (a click, nothing throttled).
 *
 * - once idle: the page is left until the network is idle (idle-time prefetching included), then
 *   Search is tapped; the tap to the field focused, then, SEE_TO_TYPE_MS later, "bond" is typed, and
 *   the first letter to the first hits, to hits from the whole index, and to those hits with every
 *   paragraph they show (a hit whose paragraph is on its way shows its headings meanwhile). The bytes of JS, CSS and JSON the
 *   page fetched from the tap until the network is idle again count as the first search's; those
 *   fetched for search before the tap are the prefetched bytes, reported apart.
 * - at the first paint (phone): Search is tapped as soon as the page has painted, and the figure
 *   is navigation start to the field focused (a tap the page loses never focuses it).
 *
 * Only the site's own origin is reached: any other request is aborted (a build configured for a
 * hosted search then shows its error screen, which the tap-to-field figures do not need).
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {HYDRATED_PAGE} from '../src/scheduling/interactivePage';
import {CPU_SLOWDOWN, PHONE, PHONE_NETWORK} from './measureBlockingTime';
import {median} from './measureLighthouse';
import {sideBySide} from './sideBySide';

const PAGE = '/docs/intro';
/** From the modal appearing to the first key. */
const SEE_TO_TYPE_MS = 250;
/** How long a reader waits for a tap given at the first paint before it counts as lost. */
const LOST_AFTER_MS = 15_000;
const COUNTED = /\.(js|css|json)(\?|$)/;
const SEARCH_FILES = /search-|DocSearch|docsearch|algolia/i;

type Device = 'phone' | 'desktop';

export type SearchTapRun = {
  tapToFieldMs: number;
  keyToHitsMs: number | null;
  keyToWholeIndexHitsMs: number | null;
  keyToWholeIndexTextMs: number | null;
  firstSearchGzipBytes: number;
  prefetchedGzipBytes: number;
};

/** Page code: when the tap came, when the field took the focus, when hits showed (page clock, ms). */
function markerScript(): void {
  const marks = {
    tapAt: undefined as number | undefined,
    fieldAt: undefined as number | undefined,
    keyAt: undefined as number | undefined,
    hitsAt: undefined as number | undefined,
    wholeAt: undefined as number | undefined,
    textAt: undefined as number | undefined,
  };
  (window as unknown as {benchTap: typeof marks}).benchTap = marks;
  addEventListener('pointerdown', (event) => (marks.tapAt ??= event.timeStamp), true);
  addEventListener('keydown', (event) => (marks.keyAt ??= event.timeStamp), true);
  addEventListener(
    'focusin',
    (event) => {
      if ((event.target as Element | null)?.matches?.('.DocSearch-Input')) marks.fieldAt ??= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.keyAt === undefined) return;
    if (marks.hitsAt === undefined && document.querySelector('.DocSearch-Hit a, .DocSearch-Hit [data-url]')) marks.hitsAt = performance.now();
    if (
      marks.wholeAt === undefined &&
      document.querySelector('.DocSearch-Modal[data-whole-index="true"] .DocSearch-Hit [data-url], .DocSearch-Modal:not([data-whole-index]) .DocSearch-Hit a')
    )
      marks.wholeAt = performance.now();
    if (
      marks.textAt === undefined &&
      document.querySelector(
        '.DocSearch-Modal[data-whole-index="true"]:not([data-text-pending]) .DocSearch-Hit [data-url], .DocSearch-Modal:not([data-whole-index]) .DocSearch-Hit a',
      )
    )
      marks.textAt = performance.now();
  }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-whole-index', 'data-text-pending']});
}

type Marks = {tapAt?: number; fieldAt?: number; keyAt?: number; hitsAt?: number; wholeAt?: number; textAt?: number};

async function openContext(browser: Browser, origin: string, device: Device): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext(device === 'phone' ? PHONE : {viewport: {width: 1280, height: 800}});
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  if (device === 'phone') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  }
  await page.addInitScript(markerScript);
  return {context, page};
}

async function tapSearch(page: Page, device: Device): Promise<void> {
  const box = await page.locator('.DocSearch-Button').first().boundingBox();
  if (!box) throw new Error('The Search button is not on screen.');
  if (device === 'phone') await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until no request has started or finished for a second (Playwright's networkidle fires once per page). */
async function networkQuiet(page: Page, events: () => number): Promise<void> {
  let seen = -1;
  while (seen !== events()) {
    seen = events();
    await page.waitForTimeout(1000);
  }
}

const marksOf = (page: Page) => page.evaluate(() => (window as unknown as {benchTap: Marks}).benchTap);

async function onceIdle(browser: Browser, origin: string, device: Device): Promise<SearchTapRun> {
  const {context, page} = await openContext(browser, origin, device);
  try {
    const sizes: {url: string; gzipBytes: Promise<number>; afterTap: boolean}[] = [];
    let tapped = false;
    let events = 0;
    page.on('request', () => (events += 1));
    page.on('requestfinished', (request) => {
      events += 1;
      if (COUNTED.test(new URL(request.url()).pathname))
        sizes.push({url: request.url(), gzipBytes: request.sizes().then((size) => size.responseBodySize), afterTap: tapped});
    });
    await page.goto(`${origin}${PAGE}`, {waitUntil: 'networkidle', timeout: 60_000});
    await page.locator(HYDRATED_PAGE).waitFor({timeout: 60_000});
    await networkQuiet(page, () => events);
    tapped = true;
    await tapSearch(page, device);
    await page.locator('.DocSearch-Input:focus').waitFor({timeout: 30_000});
    await page.waitForTimeout(SEE_TO_TYPE_MS);
    await page.keyboard.type('b');
    // A build whose search is hosted elsewhere gets no hits here: its hit figures stay empty.
    await page.locator('.DocSearch-Hit a, .DocSearch-Hit [data-url], .DocSearch-ErrorScreen, .DocSearch-NoResults').first().waitFor({timeout: 30_000});
    // The rest of the first search's word, for its bytes (snippets load text for the hits shown).
    await page.keyboard.type('ond', {delay: 150});
    await networkQuiet(page, () => events);
    const marks = await marksOf(page);
    const resolved = await Promise.all(sizes.map(async (size) => ({...size, gzipBytes: await size.gzipBytes})));
    const sum = (list: typeof resolved) => list.reduce((total, size) => total + size.gzipBytes, 0);
    return {
      tapToFieldMs: Math.round(marks.fieldAt! - marks.tapAt!),
      keyToHitsMs: marks.hitsAt === undefined ? null : Math.round(marks.hitsAt - marks.keyAt!),
      keyToWholeIndexHitsMs: marks.wholeAt === undefined ? null : Math.round(marks.wholeAt - marks.keyAt!),
      keyToWholeIndexTextMs: marks.textAt === undefined ? null : Math.round(marks.textAt - marks.keyAt!),
      firstSearchGzipBytes: sum(resolved.filter((size) => size.afterTap)),
      prefetchedGzipBytes: sum(resolved.filter((size) => !size.afterTap && SEARCH_FILES.test(new URL(size.url).pathname))),
    };
  } finally {
    await context.close();
  }
}

/** Navigation start to the field focused, for a tap given at the first paint; null when the tap was lost. */
async function atFirstPaint(browser: Browser, origin: string): Promise<number | null> {
  const {context, page} = await openContext(browser, origin, 'phone');
  try {
    await page.goto(`${origin}${PAGE}`, {waitUntil: 'commit'});
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {polling: 16, timeout: 60_000});
    await tapSearch(page, 'phone');
    const focused = await page
      .locator('.DocSearch-Input:focus')
      .waitFor({timeout: LOST_AFTER_MS})
      .then(
        () => true,
        () => false,
      );
    return focused ? Math.round((await marksOf(page)).fieldAt!) : null;
  } finally {
    await context.close();
  }
}

export type SearchTapSummary = {
  phoneTapToFieldMs: number;
  desktopTapToFieldMs: number;
  phoneKeyToHitsMs: number | null;
  phoneKeyToWholeIndexHitsMs: number | null;
  phoneKeyToWholeIndexTextMs: number | null;
  firstSearchGzipKb: number;
  prefetchedGzipKb: number;
  firstPaintTapToFieldMs: number | null;
  firstPaintTapsLost: string;
  runs: {phone: SearchTapRun[]; desktop: SearchTapRun[]; firstPaint: (number | null)[]};
};

const medianOrNull = (values: (number | null)[]) => (values.some((value) => value === null) ? null : median(values as number[]));
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The figures for each origin, measured side by side (./sideBySide.ts). */
export async function measureSearchTap(
  browser: Browser,
  origins: string[],
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
): Promise<Record<string, SearchTapSummary>> {
  const phone = await sideBySide(origins, rounds, (origin) => onceIdle(browser, origin, 'phone'));
  const desktop = await sideBySide(origins, rounds, (origin) => onceIdle(browser, origin, 'desktop'));
  const firstPaint = await sideBySide(origins, rounds, (origin) => atFirstPaint(browser, origin));
  return Object.fromEntries(
    origins.map((origin) => {
      const phoneRuns = phone.get(origin)!;
      const paintRuns = firstPaint.get(origin)!;
      const kept = paintRuns.filter((value): value is number => value !== null);
      return [
        origin,
        {
          phoneTapToFieldMs: median(phoneRuns.map((run) => run.tapToFieldMs)),
          desktopTapToFieldMs: median(desktop.get(origin)!.map((run) => run.tapToFieldMs)),
          phoneKeyToHitsMs: medianOrNull(phoneRuns.map((run) => run.keyToHitsMs)),
          phoneKeyToWholeIndexHitsMs: medianOrNull(phoneRuns.map((run) => run.keyToWholeIndexHitsMs)),
          phoneKeyToWholeIndexTextMs: medianOrNull(phoneRuns.map((run) => run.keyToWholeIndexTextMs)),
          firstSearchGzipKb: kb(median(phoneRuns.map((run) => run.firstSearchGzipBytes))),
          prefetchedGzipKb: kb(median(phoneRuns.map((run) => run.prefetchedGzipBytes))),
          firstPaintTapToFieldMs: kept.length > 0 ? median(kept) : null,
          firstPaintTapsLost: `${paintRuns.length - kept.length}/${paintRuns.length}`,
          runs: {phone: phoneRuns, desktop: desktop.get(origin)!, firstPaint: paintRuns},
        },
      ];
    }),
  );
}
