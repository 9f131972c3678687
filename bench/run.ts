/**
 * `npm run bench`: cold and warm production build times (median of 3 cold
 * builds: one varies by about a second on a 2-core machine), first-load bytes,
 * blocking time measured in Chromium with the CPU slowed four times (median
 * of 5 runs per page), Lighthouse medians (mobile, simulated throttling, 3
 * runs per page), input sent at the first paint and once interactive (bench/measureEarlyInput.ts), a tap to the next
 * page on the emulated phone (bench/measureNavigation.ts), the search figures, the docs MCP server's (bench/measureMcp.ts) and the node doctor's (bench/measureDoctor.ts), and checks them against the site's
 * targets (bench/targets.ts). Writes bench/results.json and bench/results.md.
 *
 *   npm run bench                      # everything
 *   npm run bench -- --no-lighthouse   # skip Lighthouse (the slowest part)
 *   BENCH_PORT=4900 npm run bench      # serve the build on another port (default 4400)
 *
 * The build is served gzipped on loopback, as a static host would serve it.
 * Needs Chromium at /usr/bin/chromium or CHROME_PATH; nothing is fetched from
 * the internet.
 */
import {execSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {ASK_SEALED} from '../tests/search/askSealed';
import {ASK_SEALED_2} from '../tests/search/askSealed2';
import {evaluateAsk, formatAskScore} from '../tests/search/evaluateAsk';
import {searchRecordsInBuild} from '../tests/search/searchRecordsInBuild';
import {measureFirstLoad} from './measureFirstLoad';
import {measureLighthouse, median, type LighthouseSummary} from './measureLighthouse';
import {CPU_SLOWDOWN, measureBlockingTime} from './measureBlockingTime';
import {measureSearch} from './measureSearch';
import {measureSearchOpen} from './measureSearchOpen';
import {formatMcp, measureMcp} from './measureMcp';
import {formatDoctor, measureDoctor} from './measureDoctor';
import {formatEarlyInput, measureEarlyInput} from './measureEarlyInput';
import {measureNavigation} from './measureNavigation';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {PAGES} from './pages';
import {checkTargets, formatTargets} from './targets';

const LIGHTHOUSE_VERSION = (createRequire(__filename)('lighthouse/package.json') as {version: string}).version;

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const LIGHTHOUSE_RUNS = 3;
const COLD_BUILDS = 3;
const BLOCKING_RUNS = 5;

function parseArgs(argv: string[]): {lighthouse: boolean} {
  let lighthouse = true;
  for (const arg of argv) {
    if (arg === '--lighthouse') lighthouse = true;
    else if (arg === '--no-lighthouse') lighthouse = false;
    else throw new Error(`Unknown option ${arg} (known: --lighthouse, --no-lighthouse)`);
  }
  return {lighthouse};
}

function timedBuild(label: string, clear: boolean): number {
  if (clear) execSync('npx docusaurus clear', {stdio: 'ignore'});
  const started = Date.now();
  execSync('npx docusaurus build --out-dir build', {stdio: 'ignore', env: {...process.env, SURGE_TEST_FIXTURES: ''}});
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!Number.isInteger(PORT) || PORT <= 0) throw new Error(`BENCH_PORT must be a port number, not ${process.env.BENCH_PORT}`);
  const coldRunsSeconds = Array.from({length: COLD_BUILDS}, (_, run) => timedBuild(`cold ${run + 1}/${COLD_BUILDS}`, true));
  const builds = {coldSeconds: median(coldRunsSeconds), coldRunsSeconds, warmSeconds: timedBuild('warm', false)};
  // The MCP package carries the snapshot of this build (npm run build makes it the same way).
  execSync('npx tsx mcp/src/makeSnapshot.ts build', {stdio: 'ignore'});
  const server = await serveBuild({dir: path.resolve('build'), base: '/', port: PORT, gzip: true});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const origin = `http://127.0.0.1:${PORT}`;
  const firstLoad = [];
  for (const page of PAGES) firstLoad.push(await measureFirstLoad(browser, origin, page));
  const blocking = [];
  for (const page of PAGES) blocking.push(await measureBlockingTime(browser, origin, page, BLOCKING_RUNS));
  const search = await measureSearch(browser, origin, path.resolve('build'));
  const modalOpenOnPhone = (await measureSearchOpen(browser, [origin]))[origin]!;
  const askScore = evaluateAsk(searchRecordsInBuild(path.resolve('build')));
  const firstSealedAskScore = evaluateAsk(searchRecordsInBuild(path.resolve('build')), ASK_SEALED);
  const sealedAskScore = evaluateAsk(searchRecordsInBuild(path.resolve('build')), ASK_SEALED_2);
  const ask = {questions: askScore.questions, statesFact: askScore.statesFact, citesPage: askScore.citesPage};
  const earlyInput = await measureEarlyInput(browser, origin);
  const navigation = (await measureNavigation(browser, [origin]))[origin]!;
  await browser.close();
  let lighthouse: LighthouseSummary[] | null = null;
  try {
    if (options.lighthouse) lighthouse = await measureLighthouse(origin, PAGES, LIGHTHOUSE_RUNS);
  } finally {
    server.close();
  }

  const mcp = await measureMcp();
  const doctor = await measureDoctor();
  const targets = checkTargets({coldBuildSeconds: builds.coldSeconds, lighthouse, mcp, doctor, firstLoad});
  const results = {
    date: new Date().toISOString(),
    builds,
    firstLoad,
    blocking,
    earlyInput,
    navigation,
    lighthouse,
    search: {...search, modalOpenOnPhone},
    ask,
    mcp,
    doctor,
    targets,
  };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const markdown = [
    `# Benchmark (${results.date}, \`npm run bench\`)`,
    '',
    `Production build: cold ${builds.coldSeconds.toFixed(1)} s (median of ${COLD_BUILDS}: ${coldRunsSeconds.map((seconds) => seconds.toFixed(1)).join(', ')} s), warm ${builds.warmSeconds.toFixed(1)} s.`,
    '',
    '## Targets',
    '',
    'The targets set for this site (reported here, not enforced in CI: times vary with the machine). A figure that misses its target is marked ✗.',
    '',
    ...formatTargets(targets),
    '',
    '## First load',
    '',
    'JS and CSS a page loads in Chromium until the network is idle (chunks prefetched for links in view are counted apart); then, in gzip, what had arrived when the page became interactive (hydrated, deferred blocks included) and everything until the network was idle again, idle-time prefetches included.',
    '',
    '| Page | JS+CSS files | raw KB | gzip KB | JS gzip KB | CSS gzip KB | prefetched files / raw KB (not counted) | until interactive gzip KB | until idle, prefetch included, gzip KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...firstLoad.map(
      (row) =>
        `| ${row.path} | ${row.files} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} | ${row.prefetchedFiles} / ${kb(row.prefetchedRaw)} | ${kb(row.untilInteractiveGzip)} | ${kb(row.untilIdleGzip)} |`,
    ),
    '',
    '## Blocking time, measured',
    '',
    `Total Blocking Time as Chromium reports it, CPU slowed ${CPU_SLOWDOWN} times, each run in a fresh context; median of ${BLOCKING_RUNS} runs (bench/measureBlockingTime.ts).`,
    '',
    '| Page | TBT ms (median) | runs |',
    '| --- | ---: | --- |',
    ...blocking.map((row) => `| ${row.path} | ${row.medianMs} | ${row.runsMs.join(', ')} |`),
    '',
    '## Input before and after the page is ready',
    '',
    ...formatEarlyInput(earlyInput),
    '',
    '## Moving to the next page',
    '',
    'A tap to the new page heading on the emulated phone (CPU 4x, 150 ms round trip, 1.6 Mbps), the page loaded cold and interactive first (bench/measureNavigation.ts); median [runs]:',
    '',
    '| Way | From → to | tap → heading ms | runs |',
    '| --- | --- | ---: | --- |',
    ...navigation.map((row) => `| ${row.way} | ${row.from} → ${row.to} | ${row.medianMs} | ${row.runsMs.join(', ')} |`),
    '',
    '## Lighthouse',
    '',
    ...(lighthouse
      ? [
          `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs per page (each figure on its own). Transfer is Lighthouse's total byte weight: everything fetched, gzipped over the wire (HTML, images and the chunks prefetched for links in view included, so it exceeds the first-load figures above).`,
          '',
          '| Page | Performance | Accessibility | Best practices | SEO | LCP s | TBT ms | CLS | Transfer KB |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...lighthouse.map(
            (row) =>
              `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcpMs / 1000).toFixed(2)} | ${Math.round(row.tbtMs)} | ${row.cls} | ${kb(row.transferBytes)} |`,
          ),
        ]
      : ['Skipped (`--no-lighthouse`).']),
    '',
    '## Search',
    '',
    `Search index (its headings fetched once a page is idle, its words on the first sign of a search): ${search.index.records} records, ${kb(search.index.rawBytes)} KB raw, ${kb(search.index.gzipBytes)} KB gzip. Text (each chunk loaded when a hit in it shows text): ${search.index.textChunks} chunks, ${kb(search.index.textChunksGzipBytes.total)} KB gzip in all, the largest ${kb(search.index.textChunksGzipBytes.largest)} KB.`,
    `Typing a query on a fresh page downloads: ${search.typedQueryDownloads
      .map((typed) => `"${typed.query}" ${kb(typed.indexGzipBytes)} KB of index + ${typed.textChunks} text chunks, ${kb(typed.textChunksGzipBytes)} KB`)
      .join('; ')} (gzip).`,
    `First hits after the first keystroke in Chromium: cold ${search.firstHitsInChromiumMs.cold} ms (index loads), warm median ${search.firstHitsInChromiumMs.warmMedian} ms.`,
    `Engine (this site): p50 ${search.engine.p50Ms} ms, p95 ${search.engine.p95Ms} ms over ${search.engine.queries} queries; index built in ${search.engine.indexBuildMs} ms.`,
    `Engine (5,000 pages, ${search.engine5000Pages.records} records, ${kb(search.engine5000Pages.indexGzipBytes)} KB gzip): p50 ${search.engine5000Pages.p50Ms} ms, p95 ${search.engine5000Pages.p95Ms} ms; index built in ${search.engine5000Pages.indexBuildMs} ms.`,
    '',
    'Search modal on the emulated phone (CPU 4x, 150 ms round trip, 1.6 Mbps; /docs/intro, cold; bench/measureSearchOpen.ts), medians:',
    '',
    '| Search button clicked | click → modal ms | click → DocSearch ready ms | navigation → modal ms | click → hits ms | first letter → hits ms | hits before the 2nd letter | click → whole-index hits ms | whole-index hits before the 2nd letter |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...modalOpenOnPhone.map(
      (row) =>
        `| ${row.moment === 'hydrated' ? 'as soon as the page has hydrated' : 'once interactive (network idle)'} | ${row.clickToModalMs} | ${row.clickToSearchReadyMs} | ${row.navigationToModalMs} | ${row.clickToHitsMs} | ${row.firstLetterToHitsMs} | ${row.indexReadyBySecondLetter} | ${row.clickToWholeIndexHitsMs} | ${row.wholeIndexBySecondLetter} |`,
    ),
    '',
    '## Ask AI',
    '',
    `Local answers to the ${ask.questions} operator questions of tests/search/askEvaluation.ts (\`npx tsx bench/askEvaluation.ts build --answers\` lists them): ${formatAskScore(askScore)}.`,
    '',
    `The first sealed set, ${firstSealedAskScore.questions} questions, tuned on since its one run (tests/search/askSealed.ts; \`npx tsx bench/askEvaluation.ts build --round1\`): ${formatAskScore(firstSealedAskScore)}.`,
    '',
    `The sealed set, ${sealedAskScore.questions} questions never tuned on (tests/search/askSealed2.ts; \`npx tsx bench/askEvaluation.ts build --sealed\`): ${formatAskScore(sealedAskScore)}.`,
    '',
    '## Docs MCP server (mcp/)',
    '',
    ...formatMcp(mcp),
    '',
    ...formatDoctor(doctor),
    '',
  ].join('\n');
  writeFileSync('bench/results.md', markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  // Exit now: a failure mid-run leaves the server and browser open, which would keep the process alive.
  process.exit(1);
});
