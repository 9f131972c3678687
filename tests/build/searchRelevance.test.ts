/**
 * Search on the index the root test build ships (its chunks, as the browser loads them): a word
 * found only in a command finds its page, every word of the index finds something, and the
 * tuning set (tests/search/relevanceQueries.ts) stays above its floors.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {createSearchEngine} from '../../src/search/createLocalSearchClient';
import {decodeTerms} from '../../src/search/searchIndex';
import {builtSearchSource} from '../search/builtSearchSource';
import {TUNING_QUERIES} from '../search/relevanceQueries';
import {formatRelevance, scoreRelevance} from '../search/relevanceScore';
import {TEST_SITES} from '../sites';

const source = builtSearchSource(path.resolve(TEST_SITES.root.dir));
const engine = createSearchEngine(source);

describe('search on the built index', () => {
  test('an identifier found only in a command finds the page it is in', async () => {
    const {hits} = await engine.searchOne({query: 'nextInstanceId', hitsPerPage: 5});
    expect(hits[0]?.url).toMatch(/^\/docs\/guides\/running-surge\/provers\/register-provers#/);
  });

  test('every word of the index (of 2 characters or more) finds at least one section', async () => {
    // A letter alone completes titles only, by design (termQuery in src/search/engineRequest.ts).
    const terms = decodeTerms(source.index.terms).filter((term) => !/^\p{L}$/u.test(term));
    expect(terms.length).toBeGreaterThan(1000);
    const missing: string[] = [];
    for (const term of terms) if ((await engine.searchOne({query: term, hitsPerPage: 1})).nbHits === 0) missing.push(term);
    expect(missing).toEqual([]);
  }, 120_000);

  test('the tuning set finds the right page first for 75 % and in the top 5 for 95 %', async () => {
    const score = await scoreRelevance(engine, TUNING_QUERIES);
    console.log(`tuning set: ${formatRelevance(score)}`);
    expect(score.top1 / score.cases).toBeGreaterThanOrEqual(0.75);
    expect(score.top5 / score.cases).toBeGreaterThanOrEqual(0.95);
  });
});
