/**
 * `npm run bench`: build times, first-load bytes, search figures (and, with
 * --lighthouse, Lighthouse medians). Writes bench/results.json and bench/results.md.
 * Needs Chromium at /usr/bin/chromium or CHROME_PATH.
 */
import {execSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {measureFirstLoad} from './measureFirstLoad';
import {measureSearch} from './measureSearch';

const PAGES = ['/', '/docs/intro', '/docs/guides/running-surge/deploy-l2', '/docs/troubleshooting/error-codes'];
const PORT = 4400;

function timedBuild(label: string, clear: boolean): number {
  if (clear) execSync('npx docusaurus clear', {stdio: 'ignore'});
  const started = Date.now();
  execSync('npx docusaurus build --out-dir build', {stdio: 'ignore', env: {...process.env, SURGE_TEST_FIXTURES: ''}});
  const seconds = (Date.now() - started) / 1000;
  console.log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main() {
  const builds = {coldSeconds: timedBuild('cold', true), warmSeconds: timedBuild('warm', false)};
  const server = await serveBuild({dir: path.resolve('build'), base: '/', port: PORT});
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const origin = `http://127.0.0.1:${PORT}`;
  const firstLoad = [];
  for (const page of PAGES) firstLoad.push(await measureFirstLoad(browser, origin, page));
  const search = await measureSearch(browser, origin, path.resolve('build'));
  await browser.close();
  server.close();

  const results = {date: new Date().toISOString(), builds, firstLoad, search};
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const markdown = [
    `# Benchmark (${results.date}, \`npm run bench\`)`,
    '',
    `Production build: cold ${builds.coldSeconds.toFixed(1)} s, warm ${builds.warmSeconds.toFixed(1)} s.`,
    '',
    '| Page | JS+CSS files | raw KB | gzip KB | JS gzip KB | CSS gzip KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...firstLoad.map((row) => `| ${row.path} | ${row.files} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} |`),
    '',
    `Search index: ${search.index.records} records, ${kb(search.index.rawBytes)} KB raw, ${kb(search.index.gzipBytes)} KB gzip.`,
    `First hits after the first keystroke in Chromium: cold ${search.firstHitsInChromiumMs.cold} ms (index loads), warm median ${search.firstHitsInChromiumMs.warmMedian} ms.`,
    `Engine (this site): p50 ${search.engine.p50Ms} ms, p95 ${search.engine.p95Ms} ms over ${search.engine.queries} queries; index built in ${search.engine.indexBuildMs} ms.`,
    `Engine (5,000 pages, ${search.engine5000Pages.records} records, ${kb(search.engine5000Pages.indexGzipBytes)} KB gzip): p50 ${search.engine5000Pages.p50Ms} ms, p95 ${search.engine5000Pages.p95Ms} ms; index built in ${search.engine5000Pages.indexBuildMs} ms.`,
    '',
  ].join('\n');
  writeFileSync('bench/results.md', markdown);
  console.log(markdown);
}

void main();
