/**
 * `npm run bench:flushes -- DIR [page …]`: every Preact render flush of a
 * page's first load, at full CPU speed on the phone Lighthouse emulates: when
 * it started, how long it took from the first component diffed to the commit,
 * and which components it rendered most. A long flush is a long task on a
 * phone; this shows what it is made of. DIR must be a `--no-minify` build
 * (bench/renderFlushes.ts explains why):
 *
 *   npx docusaurus build --no-minify --out-dir build-nomin
 *   npm run bench:flushes -- build-nomin /docs/guides/running-surge/deploy-l2
 *
 * BENCH_ROUNDS loads per page (default 2); flushes under BENCH_MIN_MS (default 2) are left out.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {PHONE} from './measureBlockingTime';
import {PAGES} from './pages';
import {findBundleHooks, flushProbeScript, formatFlushes, type RenderFlush} from './renderFlushes';

/** The scripts of the build whose names start with `prefix`, one after another. */
function readBundle(dir: string, prefix: string): string {
  const scripts = path.join(dir, 'assets/js');
  const files = existsSync(scripts) ? readdirSync(scripts).filter((name) => name.startsWith(prefix) && name.endsWith('.js')) : [];
  if (files.length === 0) throw new Error(`${dir} holds no ${prefix}*.js: build it with npx docusaurus build --no-minify --out-dir ${dir}`);
  return files.map((file) => readFileSync(path.join(scripts, file), 'utf8')).join('\n');
}

async function main() {
  const [dirArgument, ...pageArguments] = process.argv.slice(2);
  if (!dirArgument) throw new Error('Usage: npm run bench:flushes -- DIR [page …] (a build made with --no-minify)');
  const dir = path.resolve(dirArgument);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_ROUNDS must be a whole number of rounds, not ${process.env.BENCH_ROUNDS}`);
  const minMs = Number(process.env.BENCH_MIN_MS ?? 2);
  if (!(minMs >= 0)) throw new Error(`BENCH_MIN_MS must be a number of ms, not ${process.env.BENCH_MIN_MS}`);
  const probe = flushProbeScript(findBundleHooks(readBundle(dir, 'main'), readBundle(dir, 'runtime~main.')));
  const port = Number(process.env.BENCH_PORT ?? 4400);
  const server = await serveBuild({dir, base: '/', port, gzip: true});
  const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium'});
  try {
    for (const pagePath of pageArguments.length > 0 ? pageArguments : PAGES) {
      for (let round = 1; round <= rounds; round += 1) {
        const context = await browser.newContext(PHONE);
        try {
          const page = await context.newPage();
          await page.addInitScript({content: probe});
          await page.goto(`http://localhost:${port}${pagePath}`);
          await page.waitForFunction(
            () => document.documentElement.dataset.hasHydrated === 'true' && !document.documentElement.hasAttribute('data-hydrating-blocks'),
          );
          await page.waitForTimeout(300);
          const flushes = await page.evaluate(() => (window as unknown as {__renderFlushes: RenderFlush[]}).__renderFlushes);
          console.log(
            `${pagePath} (load ${round}/${rounds}): ${flushes.length} flushes, ${flushes.reduce((total, flush) => total + flush.durationMs, 0).toFixed(1)} ms in all`,
          );
          for (const line of formatFlushes(flushes, minMs)) console.log(`  ${line}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:flushes: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
