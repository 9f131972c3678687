/**
 * `npm run bench:navigation -- [BUILD_DIR …]`: tap to the next page's heading
 * on the emulated phone, through the sidebar and through the pagination
 * (bench/measureNavigation.ts), for each build given (default build/), side by
 * side in one run.
 *
 *   npm run bench:navigation -- build-before build
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {measureNavigation} from './measureNavigation';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4400);

async function main() {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
  for (const dir of dirs) if (!existsSync(path.resolve(dir, 'index.html'))) throw new Error(`No build in ${dir}/: build it first (npm run build).`);
  const sites = dirs.map((dir, index) => ({dir, origin: `http://127.0.0.1:${FIRST_PORT + index}`}));
  const servers = await Promise.all(sites.map(({dir}, index) => serveBuild({dir: path.resolve(dir), base: '/', port: FIRST_PORT + index, gzip: true})));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const results = await measureNavigation(
      browser,
      sites.map(({origin}) => origin),
    );
    console.log('Tap to the new page heading, emulated phone (CPU 4x, 150 ms round trip, 1.6 Mbps), median [runs]:');
    for (const {dir, origin} of sites) {
      for (const {way, from, to, medianMs, runsMs} of results[origin]!)
        console.log(`${dir} | ${way} | ${from} → ${to} | ${medianMs} ms [${runsMs.join(', ')}]`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:navigation: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
