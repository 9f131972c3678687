/**
 * The Ask-AI evaluation (ARCHITECTURE.md "Ask AI"), without a browser: the local Ask-AI mode answers the
 * operator questions of tests/search/askQuestions.ts from the records the
 * build ships, and the share that cites the required section is reported.
 */
import path from 'node:path';
import {answerFromDocs} from '../../src/ask/answerFromDocs';
import {createSearchEngine} from '../../src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '../../src/search/searchIndex';
import {ASK_QUESTIONS} from '../search/askQuestions';
import {evaluateAsk, formatAskScore} from '../search/evaluateAsk';
import {searchRecordsInBuild} from '../search/searchRecordsInBuild';
import {TEST_SITES} from '../sites';
import {expect, test} from './site';

const records = searchRecordsInBuild(path.resolve(TEST_SITES.root.dir));
const engine = createSearchEngine(searchSourceFromRecords(records));

/** A required citation is a section (`page#anchor`) or any section of a page. */
function cites(url: string, mustCite: string): boolean {
  return mustCite.includes('#') ? url === mustCite : url.split('#')[0] === mustCite;
}

test.describe('local Ask-AI answers', () => {
  test('the evaluation set names at least 20 questions, each citing a section that exists', () => {
    expect(ASK_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    const urls = records.map((record) => record.url);
    for (const [question, mustCite] of ASK_QUESTIONS) {
      expect(
        urls.some((url) => cites(url, mustCite)),
        `${question} → ${mustCite}`,
      ).toBe(true);
    }
  });

  // Floor 80 % (28 of 35): measured 30/35 on the docs' third edition (the answerer before the
  // ranked sentences: 29/35). Citing the keyword search's top 3 hits for the raw question reaches
  // fewer, so an answerer that degrades to plain search fails, while two answers may still shift as
  // the docs are reworded.
  test('cite the required section for at least 80 % of operator questions', () => {
    const misses: string[] = [];
    for (const [question, mustCite] of ASK_QUESTIONS) {
      const answer = answerFromDocs({question, records, engine});
      expect(answer.statements.length, question).toBeGreaterThan(0);
      if (!answer.sources.some((source) => cites(source.url, mustCite))) {
        misses.push(`${question} → ${answer.sources.map((source) => source.url).join(', ')} (wanted ${mustCite})`);
      }
    }
    const right = ASK_QUESTIONS.length - misses.length;
    console.log(`local Ask-AI answers: ${right}/${ASK_QUESTIONS.length} cite the required section (${Math.round((100 * right) / ASK_QUESTIONS.length)} %)`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(right / ASK_QUESTIONS.length).toBeGreaterThanOrEqual(0.8);
  });

  // The floors are the targets, 90 % and 95 % of the set (42/46 and 44/46), under the scores measured
  // with commands quoted and "why" weighed as a subject word (45/46 and 46/46 on the same build): a
  // rewording of three or two docs sentences still passes, and the answerer before the ranked
  // sentences (24/46 and 35/46) fails.
  test('open with a sentence that states the fact, citing the right page, for the operator evaluation set', () => {
    const score = evaluateAsk(records);
    console.log(`Ask AI evaluation: ${formatAskScore(score)}`);
    for (const outcome of score.outcomes.filter((candidate) => !candidate.statesFact || !candidate.citesPage)) {
      console.log(`  miss: ${outcome.question} → ${outcome.first ?? '(no answer)'} [${outcome.pages.join(', ')}]`);
    }
    expect(score.questions).toBeGreaterThanOrEqual(40);
    expect(score.statesFact).toBeGreaterThanOrEqual(Math.ceil(0.9 * score.questions));
    expect(score.citesPage).toBeGreaterThanOrEqual(Math.ceil(0.95 * score.questions));
  });
});
