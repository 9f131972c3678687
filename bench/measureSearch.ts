/**
 * Search figures: index size, engine query times (p50/p95) on this site and on
 * a generated 5,000-page corpus, and keystroke-to-hits time in Chromium.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {compactRecords, expandRecords, type CompactRecords} from '../src/search/compactRecords';
import {createSearchEngine, type SearchEngine} from '../src/search/createLocalSearchClient';
import type {SearchRecord} from '../src/search/types';
import {RELEVANCE_QUERIES} from '../tests/search/relevanceQueries';

export const QUERIES = RELEVANCE_QUERIES.map(([query]) => query);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times every prefix of every query, as a reader types it, `rounds` times over. */
export function timeEachQuery(engine: SearchEngine, rounds: number): {query: string; ms: number; cpuMs: number}[] {
  const samples: {query: string; ms: number; cpuMs: number}[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      for (let end = 1; end <= query.length; end += 1) {
        const prefix = query.slice(0, end);
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        engine.searchOne({query: prefix, hitsPerPage: 20, attributesToSnippet: ['content:10']});
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        samples.push({query: prefix, ms, cpuMs: (cpu.user + cpu.system) / 1000});
      }
    }
  }
  return samples;
}

export function queryTimes(records: SearchRecord[], rounds: number) {
  const started = performance.now();
  const engine = createSearchEngine(records);
  const indexMs = performance.now() - started;
  const times = timeEachQuery(engine, rounds).map((sample) => sample.ms);
  times.sort((a, b) => a - b);
  return {records: records.length, indexBuildMs: round1(indexMs), queries: times.length, p50Ms: round2(percentile(times, 50)), p95Ms: round2(percentile(times, 95))};
}

/** A larger site made from this one: 5,000 pages of up to 30 records each, cycling through the real pages. */
export function syntheticCorpus(records: SearchRecord[], pages: number): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const page = record.url.split('#')[0]!;
    byPage.set(page, [...(byPage.get(page) ?? []), record]);
  }
  const sources = [...byPage.values()];
  const corpus: SearchRecord[] = [];
  for (let index = 0; index < pages; index += 1) {
    const source = sources[index % sources.length]!;
    // Vary the words so the index does not collapse into copies.
    for (const record of source.slice(0, 30)) {
      corpus.push({
        ...record,
        objectID: `${record.objectID}-${index}`,
        url: record.url.replace(/^([^#]*)/, `$1-${index}`),
        hierarchy: {...record.hierarchy, lvl1: `${record.hierarchy.lvl1} ${index}`},
        content: record.content ? `${record.content} page${index}` : null,
        position: corpus.length,
      });
    }
  }
  return corpus;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export async function measureSearch(browser: Browser, origin: string, buildDir: string) {
  const json = readFileSync(path.join(buildDir, 'search-records.json'));
  const records = expandRecords(JSON.parse(json.toString('utf8')) as CompactRecords);
  const corpus = syntheticCorpus(records, 5000);
  const corpusJson = Buffer.from(JSON.stringify(compactRecords(corpus)));

  const page = await browser.newPage();
  await page.goto(`${origin}/docs/intro`, {waitUntil: 'networkidle'});
  const typeAndWait = async (text: string) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const started = Date.now();
    await page.keyboard.type(text.slice(0, 1));
    await page.locator('.DocSearch-Hit').first().waitFor();
    const elapsed = Date.now() - started;
    await page.keyboard.press('Escape');
    return elapsed;
  };
  const coldMs = await typeAndWait('b');
  const warmRuns = [];
  for (const letter of ['s', 'p', 'h', 'r', 'k']) warmRuns.push(await typeAndWait(letter));
  await page.close();

  return {
    index: {records: records.length, rawBytes: json.length, gzipBytes: gzipSync(json, {level: 9}).length},
    firstHitsInChromiumMs: {cold: coldMs, warmMedian: [...warmRuns].sort((a, b) => a - b)[2]},
    engine: queryTimes(records, 5),
    engine5000Pages: {...queryTimes(corpus, 1), indexGzipBytes: gzipSync(corpusJson, {level: 9}).length},
  };
}
