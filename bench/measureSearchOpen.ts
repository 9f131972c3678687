/**
 * How fast the search modal opens for a reader on the phone Lighthouse's
 * mobile run emulates (CPU 4x slower, 150 ms round trip, 1.6 Mbps down):
 * /docs/intro is loaded cold, then the search button is clicked either as
 * soon as the page has hydrated or once it is interactive (hydrated and the
 * network idle, idle-time prefetching included), and two letters are typed.
 * The reader is modelled, quick but human: the pointer rests on the button
 * POINT_TO_PRESS_MS before the click, the first letter comes
 * SEE_TO_TYPE_MS after the modal shows, then KEY_DELAY_MS between keys.
 *
 * Figures per load: click to the modal's input on screen; click to the search
 * modal proper (the same moment for the site's one modal; builds before it
 * showed a stand-in first, whose selectors stay here so that a side-by-side run
 * against such a build measures it too); navigation start to the modal; the
 * click to the first hits, and the first letter to them; whether the hits
 * showed before the second letter was typed; and the same two for hits from
 * the whole index (the index's headings answer until the rest is in).
 */
import type {Browser} from '@playwright/test';
import {HYDRATED_PAGE} from '../src/scheduling/interactivePage';
import {onThrottledPhone} from './measureBlockingTime';
import {median} from './measureLighthouse';
import {sideBySide} from './sideBySide';

/** From the pointer arriving on the button to the press. */
const POINT_TO_PRESS_MS = 150;
/** From the modal appearing to the first key. */
const SEE_TO_TYPE_MS = 250;
/** A quick typist: about 7 keys a second. */
const KEY_DELAY_MS = 150;

export type ClickMoment = 'hydrated' | 'interactive';

export type SearchOpenRun = {
  clickToModalMs: number;
  /** The click to the modal proper (builds with a stand-in showed it until then). */
  clickToSearchReadyMs: number;
  navigationToModalMs: number;
  /** The click to the first hits: what the reader waits for in all. */
  clickToHitsMs: number;
  firstLetterToHitsMs: number;
  indexReadyBySecondLetter: boolean;
  /** The click to hits from the whole index (the index's headings may answer first). */
  clickToWholeIndexHitsMs: number;
  wholeIndexBySecondLetter: boolean;
};

/** Hits from the whole index: the modal says which index answered; DocSearch's modal of older builds had only the whole one. */
const WHOLE_INDEX_HITS =
  '.DocSearch-Modal[data-whole-index="true"] .DocSearch-Hit [data-url], .DocSearch-Modal:not([data-whole-index]) .DocSearch-Hit a, [data-whole-index="true"] .search-stand-in__hit';

type PageMarks = {clickAt?: number; modalAt?: number; searchReadyAt?: number; keyAt: number[]; hitsAt?: number; wholeIndexHitsAt?: number};

function openOnce(browser: Browser, origin: string, moment: ClickMoment): Promise<SearchOpenRun> {
  return onThrottledPhone(browser, async (page) => {
    await page.addInitScript((wholeIndexHits) => {
      const marks: PageMarks = {keyAt: []};
      (window as unknown as {benchMarks: PageMarks}).benchMarks = marks;
      document.addEventListener('click', (event) => (marks.clickAt ??= event.timeStamp), {capture: true});
      document.addEventListener('keydown', (event) => marks.keyAt.push(event.timeStamp), {capture: true});
      new MutationObserver(() => {
        if (marks.modalAt === undefined && document.querySelector('.DocSearch-Input, .search-stand-in__input')) marks.modalAt = performance.now();
        if (marks.searchReadyAt === undefined && document.querySelector('.DocSearch-Input')) marks.searchReadyAt = performance.now();
        if (marks.hitsAt === undefined && document.querySelector('.DocSearch-Hit a, .DocSearch-Hit [data-url], .search-stand-in__hit'))
          marks.hitsAt = performance.now();
        if (marks.wholeIndexHitsAt === undefined && document.querySelector(wholeIndexHits)) marks.wholeIndexHitsAt = performance.now();
      }).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['data-whole-index']});
    }, WHOLE_INDEX_HITS);
    await page.goto(`${origin}/docs/intro`, {waitUntil: 'commit'});
    await page.locator(HYDRATED_PAGE).waitFor({timeout: 60_000});
    if (moment === 'interactive') await page.waitForLoadState('networkidle', {timeout: 60_000});
    await page.locator('.DocSearch-Button').hover();
    await page.waitForTimeout(POINT_TO_PRESS_MS);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input, .search-stand-in__input').first().waitFor({timeout: 30_000});
    await page.waitForTimeout(SEE_TO_TYPE_MS);
    await page.keyboard.type('bo', {delay: KEY_DELAY_MS});
    await page.locator(WHOLE_INDEX_HITS).first().waitFor({timeout: 30_000});
    // DocSearch's own modal too, for the click to it.
    await page.locator('.DocSearch-Input').waitFor({timeout: 30_000});
    const marks = await page.evaluate(() => (window as unknown as {benchMarks: PageMarks}).benchMarks);
    const [firstKey, secondKey] = marks.keyAt;
    return {
      clickToModalMs: Math.round(marks.modalAt! - marks.clickAt!),
      clickToSearchReadyMs: Math.round(marks.searchReadyAt! - marks.clickAt!),
      navigationToModalMs: Math.round(marks.modalAt!),
      clickToHitsMs: Math.round(marks.hitsAt! - marks.clickAt!),
      firstLetterToHitsMs: Math.round(marks.hitsAt! - firstKey!),
      indexReadyBySecondLetter: marks.hitsAt! <= secondKey!,
      clickToWholeIndexHitsMs: Math.round(marks.wholeIndexHitsAt! - marks.clickAt!),
      wholeIndexBySecondLetter: marks.wholeIndexHitsAt! <= secondKey!,
    };
  });
}

export type SearchOpenSummary = {
  moment: ClickMoment;
  clickToModalMs: number;
  clickToSearchReadyMs: number;
  navigationToModalMs: number;
  clickToHitsMs: number;
  firstLetterToHitsMs: number;
  indexReadyBySecondLetter: string;
  clickToWholeIndexHitsMs: number;
  wholeIndexBySecondLetter: string;
  runs: SearchOpenRun[];
};

function summarise(moment: ClickMoment, runs: SearchOpenRun[]): SearchOpenSummary {
  return {
    moment,
    clickToModalMs: median(runs.map((run) => run.clickToModalMs)),
    clickToSearchReadyMs: median(runs.map((run) => run.clickToSearchReadyMs)),
    navigationToModalMs: median(runs.map((run) => run.navigationToModalMs)),
    clickToHitsMs: median(runs.map((run) => run.clickToHitsMs)),
    firstLetterToHitsMs: median(runs.map((run) => run.firstLetterToHitsMs)),
    indexReadyBySecondLetter: `${runs.filter((run) => run.indexReadyBySecondLetter).length}/${runs.length}`,
    clickToWholeIndexHitsMs: median(runs.map((run) => run.clickToWholeIndexHitsMs)),
    wholeIndexBySecondLetter: `${runs.filter((run) => run.wholeIndexBySecondLetter).length}/${runs.length}`,
    runs,
  };
}

/** The figures for each origin, measured side by side (./sideBySide.ts). */
export async function measureSearchOpen(
  browser: Browser,
  origins: string[],
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
): Promise<Record<string, SearchOpenSummary[]>> {
  const results: Record<string, SearchOpenSummary[]> = {};
  for (const moment of ['hydrated', 'interactive'] as const) {
    const runs = await sideBySide(origins, rounds, (origin) => openOnce(browser, origin, moment));
    for (const origin of origins) (results[origin] ??= []).push(summarise(moment, runs.get(origin)!));
  }
  return results;
}
