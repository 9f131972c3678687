/**
 * Search figures: index size, engine query times (p50/p95) on this site and on
 * a generated 5,000-page corpus, and keystroke-to-hits time in Chromium.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {expandRecords, type CompactRecords} from '../src/search/compactRecords';
import {createSearchEngine, type SearchEngine} from '../src/search/createLocalSearchClient';
import {buildSearchIndex, searchSourceFromRecords} from '../src/search/searchIndex';
import type {SearchRecord} from '../src/search/types';
import {RELEVANCE_QUERIES} from '../tests/search/relevanceQueries';

export const QUERIES = RELEVANCE_QUERIES.map(([query]) => query);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times every prefix of every query, as a reader types it, `rounds` times over. */
export async function timeEachQuery(engine: SearchEngine, rounds: number): Promise<{query: string; ms: number; cpuMs: number}[]> {
  const samples: {query: string; ms: number; cpuMs: number}[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of QUERIES) {
      for (let end = 1; end <= query.length; end += 1) {
        const prefix = query.slice(0, end);
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        await engine.searchOne({query: prefix, hitsPerPage: 20, attributesToSnippet: ['content:10']});
        const ms = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        samples.push({query: prefix, ms, cpuMs: (cpu.user + cpu.system) / 1000});
      }
    }
  }
  return samples;
}

export async function queryTimes(records: SearchRecord[], rounds: number) {
  const source = searchSourceFromRecords(records);
  const started = performance.now();
  const engine = createSearchEngine(source);
  const indexMs = performance.now() - started;
  const times = (await timeEachQuery(engine, rounds)).map((sample) => sample.ms);
  times.sort((a, b) => a - b);
  return {
    records: records.length,
    indexBuildMs: round1(indexMs),
    queries: times.length,
    p50Ms: round2(percentile(times, 50)),
    p95Ms: round2(percentile(times, 95)),
  };
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

/**
 * The chunks search downloads, as built: the index (its headings and its words)
 * and the text chunks (each loaded when a hit in it shows text).
 */
export function searchChunkSizes(buildDir: string) {
  const dir = path.join(buildDir, 'assets', 'js');
  const sizeOf = (file: string) => {
    const bytes = readFileSync(path.join(dir, file));
    return {raw: bytes.length, gzip: gzipSync(bytes, {level: 9}).length};
  };
  // The index comes in two chunks: its headings and its words (plugins/search-records).
  const indexFiles = readdirSync(dir).filter((file) => INDEX_CHUNK.test(`/${file}`));
  if (indexFiles.length !== 2) throw new Error(`No search-headings and search-index chunks in ${dir}: is this a production build?`);
  const texts = textChunkFiles(buildDir).map((file) => sizeOf(path.relative(dir, file)));
  const index = indexFiles.map(sizeOf).reduce((sum, part) => ({raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip}));
  return {
    rawBytes: index.raw,
    gzipBytes: index.gzip,
    textChunks: texts.length,
    textChunksGzipBytes: {total: texts.reduce((sum, text) => sum + text.gzip, 0), largest: Math.max(...texts.map((text) => text.gzip))},
  };
}

/** The index's two chunks, by the names the build gives them. */
const INDEX_CHUNK = /\/search-(headings|index)\.[^/]+\.js$/;

/** The text chunks of a production build (assets/search-text/<hash>/<chunk>.json). */
export function textChunkFiles(buildDir: string): string[] {
  const root = path.join(buildDir, 'assets', 'search-text');
  return readdirSync(root).flatMap((hash) => readdirSync(path.join(root, hash)).map((file) => path.join(root, hash, file)));
}

/** Queries typed key by key on a fresh page, to see what search downloads in all. */
const TYPED_QUERIES = ['bond', 'register prover', 'genesis hash'];

/**
 * What a reader downloads for search while typing `query` on a fresh page, in
 * gzip bytes of the built files: the index, and the text chunks the hits showed.
 */
async function typedQueryDownloads(browser: Browser, origin: string, buildDir: string, query: string) {
  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${origin}/docs/intro`, {waitUntil: 'networkidle'});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type(query, {delay: 60});
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const gzipOf = (pathname: string) => gzipSync(readFileSync(path.join(buildDir, pathname)), {level: 9}).length;
  const texts = fetched.filter((pathname) => pathname.startsWith('/assets/search-text/'));
  return {
    query,
    indexGzipBytes: fetched
      .filter((pathname) => INDEX_CHUNK.test(pathname))
      .map(gzipOf)
      .reduce((sum, bytes) => sum + bytes, 0),
    textChunks: texts.length,
    textChunksGzipBytes: texts.map(gzipOf).reduce((sum, bytes) => sum + bytes, 0),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export async function measureSearch(browser: Browser, origin: string, buildDir: string) {
  const records = expandRecords(JSON.parse(readFileSync(path.join(buildDir, 'search-records.json'), 'utf8')) as CompactRecords);
  const corpus = syntheticCorpus(records, 5000);
  const corpusIndex = Buffer.from(JSON.stringify(buildSearchIndex(corpus).index));

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
  const downloads = [];
  for (const query of TYPED_QUERIES) downloads.push(await typedQueryDownloads(browser, origin, buildDir, query));
  const warmRuns = [];
  for (const letter of ['s', 'p', 'h', 'r', 'k']) warmRuns.push(await typeAndWait(letter));
  await page.close();

  return {
    index: {records: records.length, ...searchChunkSizes(buildDir)},
    firstHitsInChromiumMs: {cold: coldMs, warmMedian: [...warmRuns].sort((a, b) => a - b)[2]},
    typedQueryDownloads: downloads,
    engine: await queryTimes(records, 5),
    engine5000Pages: {...(await queryTimes(corpus, 1)), indexGzipBytes: gzipSync(corpusIndex, {level: 9}).length},
  };
}
