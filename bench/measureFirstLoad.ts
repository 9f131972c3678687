/**
 * First-load bytes of a page: every JS and CSS response Chromium receives from
 * navigation until the network is idle (the HTML's own references plus the
 * chunks the runtime fetches), raw and gzip-compressed (level 9).
 */
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';

export type FirstLoad = {path: string; files: number; rawBytes: number; gzipBytes: number; jsGzip: number; cssGzip: number};

export async function measureFirstLoad(browser: Browser, origin: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{type: string; body: Buffer}>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || /\.(js|css)(\?|$)/.test(response.url())) {
      bodies.push(response.body().then((body) => ({type: response.url().endsWith('.css') || type === 'stylesheet' ? 'css' : 'js', body})));
    }
  });
  await page.goto(origin + path, {waitUntil: 'networkidle'});
  const files = await Promise.all(bodies);
  await context.close();
  const gzip = (body: Buffer) => gzipSync(body, {level: 9}).length;
  return {
    path,
    files: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.body.length, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzip(file.body), 0),
    jsGzip: files.filter((file) => file.type === 'js').reduce((sum, file) => sum + gzip(file.body), 0),
    cssGzip: files.filter((file) => file.type === 'css').reduce((sum, file) => sum + gzip(file.body), 0),
  };
}
