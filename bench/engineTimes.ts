/**
 * `npx tsx bench/engineTimes.ts`: the search engine alone, no browser. Prints
 * the relevance score, p50/p95 on this site and on the 5,000-page corpus, and
 * the slowest queries there, to see where the time goes.
 */
import path from 'node:path';
import {createSearchEngine} from '../src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '../src/search/searchIndex';
import {RELEVANCE_QUERIES} from '../tests/search/relevanceQueries';
import {relevanceMisses} from '../tests/search/relevanceMisses';
import {searchRecordsInBuild} from '../tests/search/searchRecordsInBuild';
import {percentile, syntheticCorpus, timeEachQuery} from './measureSearch';

const SLOWEST = 15;

/** Wall-clock times, and the process's CPU time too: on a busy shared machine the first waits for the CPU. */
function summarize(label: string, samples: {query: string; ms: number; cpuMs: number}[]) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const cpu = samples.map((sample) => sample.cpuMs).sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${times.length} queries` +
      ` (CPU time p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms)`,
  );
}

async function main() {
  const records = searchRecordsInBuild(path.resolve('build'));
  const engine = createSearchEngine(searchSourceFromRecords(records));
  const misses = await relevanceMisses(engine);
  console.log(`relevance: ${RELEVANCE_QUERIES.length - misses.length}/${RELEVANCE_QUERIES.length}`);
  for (const miss of misses) console.log(`  miss: ${miss}`);
  summarize(`this site (${records.length} records, ${engine.size} sections)`, await timeEachQuery(engine, 5));

  const corpus = syntheticCorpus(records, 5000);
  const corpusSource = searchSourceFromRecords(corpus);
  const started = performance.now();
  const big = createSearchEngine(corpusSource);
  console.log(`5,000 pages: index built in ${Math.round(performance.now() - started)} ms`);
  const samples = await timeEachQuery(big, 1);
  summarize(`5,000 pages (${corpus.length} records)`, samples);
  for (const {query, ms, cpuMs} of [...samples].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms (CPU ${cpuMs.toFixed(1).padStart(6)} ms)  ${JSON.stringify(query)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
