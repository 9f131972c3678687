/** The relevance check (issue: search relevance), shared by the e2e spec and bench/engineTimes.ts. */
import type {SearchEngine} from '../../src/search/createLocalSearchClient';
import {RELEVANCE_QUERIES} from './relevanceQueries';

/** Queries whose expected page is not in the top 3, each described for the log. */
export async function relevanceMisses(engine: SearchEngine): Promise<string[]> {
  const misses: string[] = [];
  for (const [query, expectedPage] of RELEVANCE_QUERIES) {
    const top = (await engine.searchOne({query, hitsPerPage: 3})).hits.map((hit) => hit.url.split('#')[0]);
    if (!top.includes(expectedPage)) misses.push(`${query} → ${top.join(', ')} (wanted ${expectedPage})`);
  }
  return misses;
}
