/**
 * `npm run bench:touchpoints -- [NAME …]`: what each switchable framework
 * touchpoint buys (plugins/framework-touchpoints/switch.ts), measured side by
 * side. Builds the site once as it ships and once per touchpoint with that
 * touchpoint off (TOUCHPOINTS_OFF), then for each pair: the gzip bytes of JS and
 * CSS until a doc page is interactive, and its blocking time on the emulated
 * phone with the CPU slowed four times (median of BENCH_ROUNDS alternating
 * loads, default 6). The issue's rule for keeping one: at least 5 ms of
 * blocking time or 2 KB gzip on a doc page's load, or a fix a reader sees.
 *
 *   npm run bench:touchpoints
 *   BENCH_ROUNDS=10 npm run bench:touchpoints -- "tslib helpers" "batched Helmet"
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {SWITCHABLE, touchpointsOff} from '../plugins/framework-touchpoints/switch';
import {CPU_SLOWDOWN, measureBlockingTime} from './measureBlockingTime';
import {measureFirstLoad} from './measureFirstLoad';
import {median} from './measureLighthouse';
import {sideBySide} from './sideBySide';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4400);
const PAGES = ['/docs/intro', '/docs/guides/running-surge/deploy-l2'];
const BUILDS_DIR = path.resolve('bench-builds');

function build(outDir: string, off: string): void {
  console.log(`Building ${path.relative(process.cwd(), outDir)}${off ? ` (TOUCHPOINTS_OFF="${off}")` : ''}…`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, TOUCHPOINTS_OFF: off},
  });
  if (result.status !== 0) throw new Error(`the build with TOUCHPOINTS_OFF="${off}" failed`);
}

type Figures = {kb: number[]; tbt: number[][]};

async function measurePair(browser: Browser, origins: [string, string]): Promise<[Figures, Figures]> {
  const figures: [Figures, Figures] = [
    {kb: [], tbt: PAGES.map(() => [])},
    {kb: [], tbt: PAGES.map(() => [])},
  ];
  for (const [index, origin] of origins.entries()) {
    for (const page of PAGES) figures[index]!.kb.push((await measureFirstLoad(browser, origin, page)).untilInteractiveGzip / 1000);
  }
  for (const [pageIndex, page] of PAGES.entries()) {
    const runs = await sideBySide(
      [0, 1],
      ROUNDS,
      async (index) => (await measureBlockingTime(browser, origins[index]!, page, 1, 'phone', CPU_SLOWDOWN)).medianMs,
    );
    for (const index of [0, 1]) figures[index]!.tbt[pageIndex] = runs.get(index)!;
  }
  return figures;
}

async function main() {
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? [...touchpointsOff(names.join(','))] : [...SWITCHABLE];
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_ROUNDS must be a whole number of rounds, not ${process.env.BENCH_ROUNDS}`);
  rmSync(BUILDS_DIR, {recursive: true, force: true});
  const shipped = path.join(BUILDS_DIR, 'shipped');
  build(shipped, '');
  const variants = chosen.map((name, index) => ({name, dir: path.join(BUILDS_DIR, `off-${index}`)}));
  for (const variant of variants) build(variant.dir, variant.name);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const shippedServer = await serveBuild({dir: shipped, base: '/', port: FIRST_PORT, gzip: true});
  const rows: string[] = [];
  try {
    for (const variant of variants) {
      const server = await serveBuild({dir: variant.dir, base: '/', port: FIRST_PORT + 1, gzip: true});
      try {
        const [on, off] = await measurePair(browser, [`http://localhost:${FIRST_PORT}`, `http://localhost:${FIRST_PORT + 1}`]);
        const cells = PAGES.map((page, index) => {
          const kb = off.kb[index]! - on.kb[index]!;
          const ms = median(off.tbt[index]!) - median(on.tbt[index]!);
          return `${kb.toFixed(1)} KB, ${ms} ms (on ${median(on.tbt[index]!)} [${on.tbt[index]!.join(', ')}], off ${median(off.tbt[index]!)} [${off.tbt[index]!.join(', ')}])`;
        });
        const row = `| ${variant.name} | ${cells.join(' | ')} |`;
        console.log(row);
        rows.push(row);
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
    shippedServer.close();
  }
  console.log(`\nWhat each touchpoint buys: bytes until interactive and median blocking time (4x CPU, phone, ${ROUNDS} rounds), off minus on.`);
  console.log(`| Touchpoint | ${PAGES.join(' | ')} |\n| --- | ${PAGES.map(() => '---').join(' | ')} |\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(`bench:touchpoints: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
