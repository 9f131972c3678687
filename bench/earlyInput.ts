/**
 * `npm run bench:input -- [BUILD_DIR …]`: whether a click or Ctrl+K sent at the
 * first paint takes effect, and how fast input answers once the page is
 * interactive (bench/measureEarlyInput.ts), for each build given (default
 * build/), side by side in one run.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {formatEarlyInput, measureEarlyInput} from './measureEarlyInput';

const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4400);

async function main() {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
  for (const dir of dirs) if (!existsSync(path.resolve(dir, 'index.html'))) throw new Error(`No build in ${dir}/: build it first (npm run build).`);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const [index, dir] of dirs.entries()) {
      const port = FIRST_PORT + index;
      const server = await serveBuild({dir: path.resolve(dir), base: '/', port, gzip: true});
      try {
        console.log([`## ${dir}`, '', ...formatEarlyInput(await measureEarlyInput(browser, `http://127.0.0.1:${port}`)), ''].join('\n'));
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:input: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
