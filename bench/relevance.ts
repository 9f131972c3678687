/**
 * `npm run bench:relevance [-- BUILD_DIR] [--sealed] [--misses]`: search relevance on the index a
 * build ships (build/ by default): top-1 page, top-5 page and right section in the first 5, by
 * kind of query, for the tuning set (tests/search/relevanceQueries.ts) and, with --sealed, the
 * sealed held-out set (tests/search/relevanceSealed.ts, never tuned against).
 */
import path from 'node:path';
import {createSearchEngine} from '../src/search/createLocalSearchClient';
import {builtSearchSource} from '../tests/search/builtSearchSource';
import {TUNING_QUERIES} from '../tests/search/relevanceQueries';
import {SEALED_QUERIES, type RelevanceCase} from '../tests/search/relevanceSealed';
import {formatRelevance, scoreRelevance} from '../tests/search/relevanceScore';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');

async function report(label: string, cases: RelevanceCase[]) {
  const engine = createSearchEngine(builtSearchSource(dir));
  const score = await scoreRelevance(engine, cases);
  console.log(`${label}: ${formatRelevance(score)}`);
  for (const kind of [...new Set(cases.map((relevanceCase) => relevanceCase.kind))]) {
    const ofKind = await scoreRelevance(
      engine,
      cases.filter((relevanceCase) => relevanceCase.kind === kind),
    );
    console.log(`  ${kind.padEnd(10)} ${formatRelevance(ofKind)}`);
  }
  if (args.includes('--misses')) {
    for (const outcome of score.outcomes.filter((item) => item.rank !== 1 || item.sectionInTop5 === false)) {
      console.log(
        `  ${JSON.stringify(outcome.query)} rank ${outcome.rank ?? '-'}${outcome.sectionInTop5 === false ? ', section not in first 5' : ''} → ${outcome.urls.join(' ')} (wanted ${outcome.page}${outcome.anchor ? `#${outcome.anchor}` : ''})`,
      );
    }
  }
}

async function main() {
  await report(`tuning set (${TUNING_QUERIES.length} queries)`, TUNING_QUERIES);
  if (args.includes('--sealed')) await report(`SEALED set (${SEALED_QUERIES.length} queries)`, SEALED_QUERIES);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
