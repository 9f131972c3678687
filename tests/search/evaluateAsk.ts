/**
 * Runs the Ask-AI evaluation set (tests/search/askEvaluation.ts) against search records:
 * the local answer of each question, whether its first sentence states the fact and
 * whether it cites the required page. Shared by the browser stage's floor
 * (tests/e2e/ask-ai-answers.spec.ts), `npm run bench` and `npx tsx bench/askEvaluation.ts`.
 */
import {answerFromDocs} from '../../src/ask/answerFromDocs';
import {createSearchEngine} from '../../src/search/createLocalSearchClient';
import {pageUrl} from '../../src/search/compactRecords';
import {searchSourceFromRecords, type SearchSource} from '../../src/search/searchIndex';
import type {SearchRecord} from '../../src/search/types';
import {ASK_EVALUATION, type AskCase} from './askEvaluation';

export type AskOutcome = {
  question: string;
  /** The answer's first sentence as the reader sees it, or null when it has none. */
  first: string | null;
  /** Pages the answer cites, in order. */
  pages: string[];
  statesFact: boolean;
  citesPage: boolean;
};

export type AskScore = {questions: number; statesFact: number; citesPage: number; outcomes: AskOutcome[]};

/** `source`: the index the engine ranks with (the built one, as the browser has it); by default one made from the records. */
export function evaluateAsk(
  records: SearchRecord[],
  cases: readonly AskCase[] = ASK_EVALUATION,
  source: SearchSource = searchSourceFromRecords(records),
): AskScore {
  const engine = createSearchEngine(source);
  const outcomes = cases.map(({question, fact, page}): AskOutcome => {
    const answer = answerFromDocs({question, records, engine});
    const lead = answer.statements[0];
    // A block's title is read with the commands shown below it.
    const first = lead ? [lead.text, lead.command].filter(Boolean).join(' ') : null;
    const pages = [...new Set(answer.sources.map((source) => pageUrl(source.url)))];
    const wanted = typeof page === 'string' ? [page] : page;
    return {question, first, pages, statesFact: first !== null && fact.test(first), citesPage: pages.some((cited) => wanted.includes(cited))};
  });
  return {
    questions: cases.length,
    statesFact: outcomes.filter((outcome) => outcome.statesFact).length,
    citesPage: outcomes.filter((outcome) => outcome.citesPage).length,
    outcomes,
  };
}

function percent(count: number, total: number): string {
  return `${Math.round((100 * count) / total)} %`;
}

/** One line for the score, e.g. "first sentence states the fact 43/45 (96 %), right page cited 45/45 (100 %)". */
export function formatAskScore(score: AskScore): string {
  return `first sentence states the fact ${score.statesFact}/${score.questions} (${percent(score.statesFact, score.questions)}), right page cited ${score.citesPage}/${score.questions} (${percent(score.citesPage, score.questions)})`;
}
