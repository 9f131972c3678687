/**
 * Main-thread blocking as a reader's phone would see it, measured rather than
 * simulated: each page loads in a fresh Chromium context (empty cache, no
 * compiled-code cache) with the CPU slowed four times, as Lighthouse's mobile
 * run assumes, and every long task the browser reports until the page is
 * quiet is summed as Total Blocking Time sums it. Lighthouse's own TBT is
 * simulated from one unthrottled load and swings by a few hundred ms between
 * runs; this figure moves less, so it shows what a change bought.
 */
import type {Browser, Page} from '@playwright/test';
import {median} from './measureLighthouse';

/** A long task as the browser reports it: start and duration in ms. */
export type LongTask = {startTime: number; duration: number};

/** The blocking part of each task after the first contentful paint: whatever it lasts over 50 ms. */
export function blockingTime(tasks: LongTask[], firstContentfulPaint: number): number {
  return tasks.filter((task) => task.startTime >= firstContentfulPaint).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
}

export type BlockingTimeSummary = {path: string; runs: number; medianMs: number; runsMs: number[]};

/** As Lighthouse's mobile run assumes. */
export const CPU_SLOWDOWN = 4;
/** Time left after the network is idle for late tasks (prefetching, blocks hydrating later). */
const SETTLE_MS = 1500;

/** The screen a load is measured on: Playwright's default desktop window, or the phone Lighthouse's mobile run emulates. */
export type BlockingTimeDevice = 'desktop' | 'phone';

export const PHONE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down, 750 Kbps up (in bytes per second). */
export const PHONE_NETWORK = {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8};

/** Runs `measure` on a fresh page of the emulated phone, its CPU and network throttled as above, then closes it. */
export async function onThrottledPhone<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    return await measure(page);
  } finally {
    await context.close();
  }
}

export async function measureBlockingTime(
  browser: Browser,
  origin: string,
  pagePath: string,
  runs = 5,
  device: BlockingTimeDevice = 'desktop',
  cpuSlowdown = CPU_SLOWDOWN,
): Promise<BlockingTimeSummary> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(device === 'phone' ? PHONE : {});
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
      await page.addInitScript(() => {
        const tasks: {startTime: number; duration: number}[] = [];
        (window as unknown as {benchLongTasks: typeof tasks}).benchLongTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({startTime: entry.startTime, duration: entry.duration});
        }).observe({type: 'longtask', buffered: true});
      });
      await page.goto(origin + pagePath, {waitUntil: 'networkidle'});
      await page.waitForTimeout(SETTLE_MS);
      const {tasks, firstContentfulPaint} = await page.evaluate(() => ({
        tasks: (window as unknown as {benchLongTasks: {startTime: number; duration: number}[]}).benchLongTasks,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      runsMs.push(Math.round(blockingTime(tasks, firstContentfulPaint)));
    } finally {
      await context.close();
    }
  }
  return {path: pagePath, runs, medianMs: median(runsMs), runsMs};
}
