/**
 * How fast a reader on the phone Lighthouse's mobile run emulates (CPU 4x
 * slower, 150 ms round trip, 1.6 Mbps down) moves to the next page: each
 * load starts cold, waits until the page is interactive and the network is
 * idle, then takes one way on:
 * - sidebar: opens the menu, looks for READ_MENU_MS, taps a page in the docs sidebar;
 * - pagination: scrolls to the end of the page, reads for READ_MENU_MS, taps "Next".
 * The figure is the tap to the new page's heading on screen. Whatever is
 * prefetched meanwhile (links in view) counts, as it would for the reader.
 */
import type {Browser, Page} from '@playwright/test';
import {median} from './measureLighthouse';
import {sideBySide} from './sideBySide';
import {onThrottledPhone} from './measureBlockingTime';
import {INTERACTIVE_PAGE} from './measureFirstLoad';

/** A reader's glance over the open menu, or over the end of the page, before the tap. */
const READ_MENU_MS = 1000;

export type NavigationWay = 'sidebar' | 'pagination';

/** Where each way starts and the link it takes. */
export const NAVIGATIONS: Record<NavigationWay, {from: string; to: string}> = {
  sidebar: {from: '/docs/intro', to: '/docs/troubleshooting/common-devnet-issues'},
  pagination: {from: '/docs/guides/running-surge/deploy-l1', to: '/docs/guides/running-surge/deploy-l2'},
};

type Marks = {tapAt?: number; headingAt?: number};

async function tapToHeading(page: Page, way: NavigationWay): Promise<number> {
  const {to} = NAVIGATIONS[way];
  const link =
    way === 'sidebar' ? page.locator(`.navbar-sidebar a.menu__link[href="${to}"]`) : page.locator(`.pagination-nav a.pagination-nav__link--next[href="${to}"]`);
  if (way === 'sidebar') await page.locator('button.navbar__toggle').tap();
  else await link.scrollIntoViewIfNeeded();
  await link.waitFor({state: 'visible'});
  await page.waitForTimeout(READ_MENU_MS);
  await page.evaluate((target) => {
    const marks: Marks = {};
    (window as unknown as {benchNavigation: Marks}).benchNavigation = marks;
    const before = document.querySelector('article h1');
    document.addEventListener('click', (event) => (marks.tapAt ??= event.timeStamp), {capture: true, once: true});
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('article h1');
      if (location.pathname === target && heading && heading !== before) {
        marks.headingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, {childList: true, subtree: true});
  }, to);
  await link.tap();
  await page.waitForFunction(() => (window as unknown as {benchNavigation: Marks}).benchNavigation.headingAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const marks = await page.evaluate(() => (window as unknown as {benchNavigation: Marks}).benchNavigation);
  if (marks.tapAt === undefined) throw new Error(`The ${way} tap on ${to} never reached the page`);
  return Math.round(marks.headingAt! - marks.tapAt);
}

function navigateOnce(browser: Browser, origin: string, way: NavigationWay): Promise<number> {
  return onThrottledPhone(browser, async (page) => {
    await page.goto(origin + NAVIGATIONS[way].from, {waitUntil: 'networkidle', timeout: 60_000});
    await page.locator(INTERACTIVE_PAGE).waitFor({state: 'attached', timeout: 60_000});
    return tapToHeading(page, way);
  });
}

export type NavigationSummary = {way: NavigationWay; from: string; to: string; medianMs: number; runsMs: number[]};

/** Tap-to-heading medians for each origin, measured side by side (./sideBySide.ts). */
export async function measureNavigation(
  browser: Browser,
  origins: string[],
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
): Promise<Record<string, NavigationSummary[]>> {
  const results: Record<string, NavigationSummary[]> = {};
  for (const way of Object.keys(NAVIGATIONS) as NavigationWay[]) {
    const runs = await sideBySide(origins, rounds, (origin) => navigateOnce(browser, origin, way));
    for (const origin of origins) {
      const runsMs = runs.get(origin)!;
      (results[origin] ??= []).push({way, ...NAVIGATIONS[way], medianMs: median(runsMs), runsMs});
    }
  }
  return results;
}
