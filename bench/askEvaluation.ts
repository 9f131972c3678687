/**
 * The Ask-AI evaluation on a build's search records, without a browser: the score and,
 * with --answers, each question's first sentence as a reader sees it. --sealed runs the
 * sealed set (tests/search/askSealed.ts) instead of the tuning set.
 *
 *   npx tsx bench/askEvaluation.ts [BUILD_DIR] [--sealed] [--answers]
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ASK_EVALUATION} from '../tests/search/askEvaluation';
import {ASK_SEALED} from '../tests/search/askSealed';
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
const sealed = args.includes('--sealed');
const score = evaluateAsk(searchRecordsInBuild(dir), sealed ? ASK_SEALED : ASK_EVALUATION, builtSearchSource(dir));
if (args.includes('--answers')) {
  for (const outcome of score.outcomes) {
    const marks = `${outcome.statesFact ? 'fact' : '----'} ${outcome.citesPage ? 'page' : '----'}`;
    console.log(`${marks}  ${outcome.question}\n            → ${outcome.first ?? '(no answer)'}\n            cites ${outcome.pages.join(', ') || 'nothing'}`);
  }
}
console.log(`Ask AI (${score.questions} ${sealed ? 'sealed' : 'tuning'} questions): ${formatAskScore(score)}`);
