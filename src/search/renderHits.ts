/**
 * The search engine's last stage: hits rendered with their matched words marked,
 * structured (the site's modal) or in Algolia's shape (DocSearch, the search page).
 */
import type {SearchResult} from 'minisearch';
import type {SearchRequest} from './engineRequest';
import {matchText, toAlgoliaResults, type HighlightResult, type HighlightTags, type MatchedText, type SnippetResult} from './highlight';
import {normalizeTerm, tokenizeQuery} from './tokenize';
import {HIERARCHY_LEVELS, SEARCH_LIMITS, type SearchRecord} from './types';

export type LocalHit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, SnippetResult>; content?: SnippetResult};
};

/** A hit as the engine finds it: the record, and per attribute its structured highlight and snippet (src/search/highlight.ts). */
export type MatchedHit = SearchRecord & {
  matches: {hierarchy: Partial<Record<(typeof HIERARCHY_LEVELS)[number], MatchedText>>; content?: MatchedText};
};

/** `["content:10", "hierarchy.lvl1:10"]` → word counts per attribute. */
function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) words.set(name, Number(count) || SEARCH_LIMITS.snippetWords);
  }
  return words;
}

/**
 * The words to mark in a hit: the query's words, and the index words they
 * matched that they do not already mark as prefixes (typo corrections). A
 * one-letter prefix can match hundreds of words; each would be tried on every word.
 */
export function termsToMark(queryTerms: string[], matchedTerms: string[]): string[] {
  const corrections = matchedTerms.filter((term) => !queryTerms.some((queryTerm) => term.startsWith(queryTerm)));
  return [...new Set([...queryTerms, ...corrections])];
}

/**
 * Turns a page of results into structured hits. Hits of one page share their page and section
 * titles, so each title is matched once.
 */
export function createMatchRenderer(request: SearchRequest): (found: {record: SearchRecord; result: SearchResult}) => MatchedHit {
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetWords = parseSnippetAttributes(request.attributesToSnippet);
  const queryTerms = tokenizeQuery(request.query ?? '');
  const matchedTitles = new Map<string, MatchedText>();
  const matchTitle = (text: string, markTerms: string[], words: number): MatchedText => {
    const key = JSON.stringify([text, markTerms, words]);
    let matched = matchedTitles.get(key);
    if (!matched) {
      matched = matchText(text, markTerms, {words, ellipsis});
      matchedTitles.set(key, matched);
    }
    return matched;
  };

  return ({record, result}) => {
    const markTerms = termsToMark(queryTerms, result.terms.map(normalizeTerm));
    const hit: MatchedHit = {...record, matches: {hierarchy: {}}};
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      // Without a requested length, the snippet is the whole (trimmed) title.
      if (text !== null) hit.matches.hierarchy[level] = matchTitle(text, markTerms, snippetWords.get(`hierarchy.${level}`) ?? Number.POSITIVE_INFINITY);
    }
    if (record.content !== null) {
      hit.matches.content = matchText(record.content, markTerms, {words: snippetWords.get('content') ?? SEARCH_LIMITS.snippetWords, ellipsis});
    }
    return hit;
  };
}

/** A structured hit in Algolia's shape (`_highlightResult`, `_snippetResult`: HTML with the request's tags). */
export function toAlgoliaHit({matches, ...record}: MatchedHit, tags: HighlightTags): LocalHit {
  const hit: LocalHit = {...record, _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}};
  for (const [level, matched] of Object.entries(matches.hierarchy)) {
    const rendered = toAlgoliaResults(matched, tags);
    hit._highlightResult.hierarchy[level] = rendered.highlight;
    hit._snippetResult.hierarchy[level] = rendered.snippet;
  }
  if (matches.content) {
    const rendered = toAlgoliaResults(matches.content, tags);
    hit._highlightResult.content = rendered.highlight;
    hit._snippetResult.content = rendered.snippet;
  }
  return hit;
}

/** The request's highlight tags (Algolia's defaults otherwise). */
export function highlightTags(request: SearchRequest): HighlightTags {
  return {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
}
