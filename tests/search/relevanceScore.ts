/** Relevance figures for a set of cases (bench/relevance.ts, tests/build/searchRelevance.test.ts). */
import type {SearchEngine} from '../../src/search/createLocalSearchClient';
import type {RelevanceCase} from './relevanceSealed';

export type RelevanceOutcome = RelevanceCase & {pages: string[]; urls: string[]; rank: number | null; sectionInTop5: boolean | null};

export type RelevanceScore = {cases: number; top1: number; top5: number; withAnchor: number; sectionTop5: number; outcomes: RelevanceOutcome[]};

/** Top-1 and top-5 page, and (for cases that name one) the right section among the first 5 hits. */
export async function scoreRelevance(engine: SearchEngine, cases: readonly RelevanceCase[]): Promise<RelevanceScore> {
  const outcomes: RelevanceOutcome[] = [];
  for (const relevanceCase of cases) {
    const urls = (await engine.searchOne({query: relevanceCase.query, hitsPerPage: 5})).hits.map((hit) => hit.url.replace(/^\/+/, '/'));
    const pages = urls.map((url) => url.split('#')[0]!);
    const found = pages.indexOf(relevanceCase.page);
    const sectionInTop5 = relevanceCase.anchor === undefined ? null : urls.includes(`${relevanceCase.page}#${relevanceCase.anchor}`);
    outcomes.push({...relevanceCase, pages, urls, rank: found === -1 ? null : found + 1, sectionInTop5});
  }
  const withAnchor = outcomes.filter((outcome) => outcome.sectionInTop5 !== null);
  return {
    cases: cases.length,
    top1: outcomes.filter((outcome) => outcome.rank === 1).length,
    top5: outcomes.filter((outcome) => outcome.rank !== null).length,
    withAnchor: withAnchor.length,
    sectionTop5: withAnchor.filter((outcome) => outcome.sectionInTop5).length,
    outcomes,
  };
}

const percent = (count: number, total: number) => `${count}/${total} (${total === 0 ? 0 : Math.round((100 * count) / total)} %)`;

export function formatRelevance(score: RelevanceScore): string {
  return `top-1 page ${percent(score.top1, score.cases)}, top-5 page ${percent(score.top5, score.cases)}, section in first 5 ${percent(score.sectionTop5, score.withAnchor)}`;
}
