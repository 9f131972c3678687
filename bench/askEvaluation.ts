/**
 * The Ask-AI evaluation on a build's search records, without a browser: the score and,
 * with --answers, each question's first sentence as a reader sees it. The tuning set by default;
 * --round1 the first sealed set, run once and tuned on since (tests/search/askSealed.ts);
 * --sealed the sealed set (tests/search/askSealed2.ts), run once at the end of a round.
 *
 *   npx tsx bench/askEvaluation.ts [BUILD_DIR] [--round1 | --sealed] [--answers]
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ASK_EVALUATION} from '../tests/search/askEvaluation';
import {ASK_SEALED} from '../tests/search/askSealed';
import {ASK_SEALED_2} from '../tests/search/askSealed2';
import {evaluateAsk, formatAskScore} from '../tests/search/evaluateAsk';
import {builtSearchSource} from '../tests/search/builtSearchSource';
import {searchRecordsInBuild} from '../tests/search/searchRecordsInBuild';

const args = process.argv.slice(2);
const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
if (!existsSync(path.join(dir, 'search-records.json'))) {
  console.error(`No ${dir}/search-records.json: build the site first (npx docusaurus build).`);
  process.exit(1);
}
// The engine ranks with the index the build ships (code words, secondary pages), as in the browser.
const set = args.includes('--sealed') ? 'sealed' : args.includes('--round1') ? 'first sealed (now tuning)' : 'tuning';
const cases = set === 'sealed' ? ASK_SEALED_2 : set === 'tuning' ? ASK_EVALUATION : ASK_SEALED;
const score = evaluateAsk(searchRecordsInBuild(dir), cases, builtSearchSource(dir));
if (args.includes('--answers')) {
  for (const outcome of score.outcomes) {
    const marks = `${outcome.statesFact ? 'fact' : '----'} ${outcome.citesPage ? 'page' : '----'}`;
    console.log(`${marks}  ${outcome.question}\n            → ${outcome.first ?? '(no answer)'}\n            cites ${outcome.pages.join(', ') || 'nothing'}`);
  }
}
console.log(`Ask AI (${score.questions} ${set} questions): ${formatAskScore(score)}`);
