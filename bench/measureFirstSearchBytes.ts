/**
 * What a reader's first search downloads: /docs/intro is loaded and left until the network is
 * idle (idle-time prefetching included), then, from a click on Search, `bond` is typed, and every
 * JS, CSS and JSON response until the network is idle again is counted, as sent (gzip from
 * tests/server/serveBuild.ts), by file. Bytes do not depend on the machine's speed.
 */
import type {Browser} from '@playwright/test';
import {HYDRATED_PAGE} from '../src/scheduling/interactivePage';

export type FirstSearchBytes = {totalGzipBytes: number; files: {file: string; gzipBytes: number}[]};

const COUNTED = /\.(js|css|json)(\?|$)/;

export async function measureFirstSearchBytes(browser: Browser, origin: string): Promise<FirstSearchBytes> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/docs/intro`, {waitUntil: 'networkidle'});
    await page.locator(HYDRATED_PAGE).waitFor();
    const finished: Promise<{file: string; gzipBytes: number}>[] = [];
    let events = 0;
    page.on('request', () => (events += 1));
    page.on('requestfinished', (request) => {
      events += 1;
      if (COUNTED.test(new URL(request.url()).pathname)) {
        finished.push(request.sizes().then((sizes) => ({file: new URL(request.url()).pathname, gzipBytes: sizes.responseBodySize})));
      }
    });
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('bond', {delay: 100});
    await page.locator('.DocSearch-Hit').first().waitFor();
    // "networkidle" was reached once already on this page, so Playwright's wait would return at once:
    // wait instead until no request has started or finished for 1 s.
    let seen = -1;
    while (seen !== events) {
      seen = events;
      await page.waitForTimeout(1000);
    }
    const files = (await Promise.all(finished)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files};
  } finally {
    await page.close();
  }
}
