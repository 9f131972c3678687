/**
 * `npm run bench:search`: the search figures alone (index size, keystroke to
 * hits in Chromium, engine p50/p95 here and on a 5,000-page corpus), on the
 * production build in build/ (run `npm run build` first). `npm run bench`
 * reports the same figures with everything else.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {measureSearch} from './measureSearch';

const BUILD_DIR = path.resolve('build');
const PORT = Number(process.env.BENCH_PORT ?? 4400);

async function main() {
  if (!existsSync(path.join(BUILD_DIR, 'search-records.json'))) {
    throw new Error('No build/search-records.json: run `npm run build` first.');
  }
  const server = await serveBuild({dir: BUILD_DIR, base: '/', port: PORT, gzip: true});
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(JSON.stringify(await measureSearch(browser, `http://127.0.0.1:${PORT}`, BUILD_DIR), null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
