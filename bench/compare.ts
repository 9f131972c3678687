/**
 * `npm run bench:compare -- DIR_A DIR_B [page …]`: blocking time of two builds
 * measured side by side (bench/measureBlockingTime.ts, one load at a time,
 * alternating A and B), so that a busy or slow machine weighs on both alike.
 * Figures from different sessions are not comparable on a shared machine;
 * these are. Pages default to the benchmark's (bench/pages.ts).
 *
 *   npm run bench:compare -- build-before build
 *   BENCH_ROUNDS=12 npm run bench:compare -- build-before build /docs/intro
 *   BENCH_DEVICE=phone npm run bench:compare -- build-before build   # the phone Lighthouse emulates
 *   BENCH_CPU=6 npm run bench:compare -- build-before build          # a CPU six times slower (default 4)
 *   npm run bench:compare -- --lighthouse build-before build          # Lighthouse and first-load bytes instead
 *
 * With --lighthouse, each page gets BENCH_ROUNDS Lighthouse runs per build (mobile, simulated
 * throttling, as `npm run bench`), alternating builds, and one first-load measurement per build
 * (bytes are deterministic); it prints one table row per page and build, medians.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CPU_SLOWDOWN, measureBlockingTime} from './measureBlockingTime';
import {measureFirstLoad} from './measureFirstLoad';
import {measureLighthouse, median, summarize} from './measureLighthouse';
import {sideBySide} from './sideBySide';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {PAGES} from './pages';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (process.argv.includes('--lighthouse') ? 3 : 8));
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4400);
const DEVICE = process.env.BENCH_DEVICE ?? 'desktop';
const CPU = Number(process.env.BENCH_CPU ?? CPU_SLOWDOWN);

type Build = {dir: string; port: number};

/** Lighthouse medians and first-load bytes of each build, page by page, as a Markdown table. */
async function compareLighthouse(builds: Build[], pages: string[]): Promise<void> {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const rows = [
    '| page | build | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | KB gzip until interactive | KB gzip until idle |',
  ];
  rows.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const page of pages) {
      const runs = await sideBySide(builds, ROUNDS, async (build) => (await measureLighthouse(`http://localhost:${build.port}`, [page], 1))[0]!);
      for (const build of builds) {
        const lighthouse = summarize(page, runs.get(build)!);
        const bytes = await measureFirstLoad(browser, `http://localhost:${build.port}`, page);
        rows.push(
          `| ${page} | ${build.dir} | ${lighthouse.performance} | ${lighthouse.accessibility} | ${lighthouse.bestPractices} | ${lighthouse.seo} | ${lighthouse.lcpMs} | ${lighthouse.tbtMs} | ${lighthouse.cls} | ${kb(bytes.untilInteractiveGzip)} | ${kb(bytes.untilIdleGzip)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(rows.join('\n'));
}

async function main() {
  const lighthouse = process.argv.includes('--lighthouse');
  const [dirA, dirB, ...pages] = process.argv.slice(2).filter((arg) => arg !== '--lighthouse');
  if (!dirA || !dirB) throw new Error('Usage: npm run bench:compare -- DIR_A DIR_B [page …] (two production builds)');
  for (const dir of [dirA, dirB]) {
    if (!existsSync(path.resolve(dir, 'index.html')))
      throw new Error(`${dir} holds no build (no index.html): build it with npx docusaurus build --out-dir ${dir}`);
  }
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_ROUNDS must be a whole number of rounds, not ${process.env.BENCH_ROUNDS}`);
  if (!(CPU >= 1)) throw new Error(`BENCH_CPU must be a CPU slowdown of 1 or more, not ${process.env.BENCH_CPU}`);
  if (DEVICE !== 'desktop' && DEVICE !== 'phone') throw new Error(`BENCH_DEVICE must be desktop or phone, not ${DEVICE}`);
  const builds = [dirA, dirB].map((dir, index) => ({dir, port: FIRST_PORT + index}));
  const servers = await Promise.all(builds.map(({dir, port}) => serveBuild({dir: path.resolve(dir), base: '/', port, gzip: true})));
  if (lighthouse) {
    try {
      await compareLighthouse(builds, pages.length > 0 ? pages : PAGES);
    } finally {
      for (const server of servers) server.close();
    }
    return;
  }
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const page of pages.length > 0 ? pages : PAGES) {
      const runs = await sideBySide(
        builds,
        ROUNDS,
        async (build) => (await measureBlockingTime(browser, `http://localhost:${build.port}`, page, 1, DEVICE, CPU)).medianMs,
      );
      const line = builds
        .map((build) => {
          const runsMs = runs.get(build)!;
          return `${build.dir} ${median(runsMs)} ms [${runsMs.join(', ')}]`;
        })
        .join('  vs  ');
      console.log(`${page}: median blocking time ${line}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:compare: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
