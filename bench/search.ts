/**
 * `npm run bench:search`: the search figures alone (index size, keystroke to
 * hits in Chromium, engine p50/p95 here and on a 5,000-page corpus, and how
 * fast the modal opens on an emulated phone), on the production build in
 * build/ (run `npm run build` first). `npm run bench` reports the same figures
 * with everything else.
 *
 *   npm run bench:search
 *   npm run bench:search -- build-before build   # a first search from a tap, and the modal's open times, of builds side by side
 *
 * Builds after the first may be of another site (the previous public docs, built as they are):
 * they need no search records, and only their tap figures are measured.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {measureSearch} from './measureSearch';
import {measureFirstSearchBytes} from './measureFirstSearchBytes';
import {measureSearchOpen} from './measureSearchOpen';
import {measureSearchTap} from './measureSearchTap';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4400);

async function main() {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
  for (const dir of dirs.slice(0, 1)) {
    if (!existsSync(path.resolve(dir, 'search-records.json')))
      throw new Error(`No ${dir}/search-records.json: build it first (npm run build, or npx docusaurus build --out-dir ${dir}).`);
  }
  const sites = dirs.map((dir, index) => ({dir, origin: `http://127.0.0.1:${FIRST_PORT + index}`}));
  const servers = await Promise.all(sites.map(({dir}, index) => serveBuild({dir: path.resolve(dir), base: '/', port: FIRST_PORT + index, gzip: true})));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const tap = await measureSearchTap(
      browser,
      sites.map(({origin}) => origin),
    );
    const searchTap = Object.fromEntries(sites.map(({dir, origin}) => [dir, tap[origin]]));
    const ownSites = sites.filter(({dir}) => existsSync(path.resolve(dir, 'search-records.json')));
    const open = await measureSearchOpen(
      browser,
      ownSites.map(({origin}) => origin),
    );
    const modalOpenOnPhone = Object.fromEntries(ownSites.map(({dir, origin}) => [dir, open[origin]]));
    const firstSearchBytes: Record<string, unknown> = {};
    for (const {dir, origin} of ownSites) firstSearchBytes[dir] = await measureFirstSearchBytes(browser, origin);
    if (dirs.length > 1) {
      console.log(JSON.stringify({searchTap, firstSearchBytes, modalOpenOnPhone}, null, 2));
      return;
    }
    console.log(
      JSON.stringify({...(await measureSearch(browser, sites[0]!.origin, path.resolve(dirs[0]!))), searchTap, firstSearchBytes, modalOpenOnPhone}, null, 2),
    );
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:search: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
