/**
 * The search engine's first stage: a request read as Algolia clients send it
 * (parameters, facet filters, optional words), and its words as MiniSearch queries.
 */
import type {Query} from 'minisearch';
import {tokenizeQuery} from './tokenize';
import type {SearchRecord} from './types';

export type SearchRequest = {
  indexName?: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilters;
  /** Words a hit may lack (Algolia's parameter); hits with more of them rank higher. */
  optionalWords?: string | string[];
  clickAnalytics?: boolean;
  [parameter: string]: unknown;
};

/** Algolia's recursive type; only two levels mean anything (AND of ORs). */
export type FacetFilters = string | readonly FacetFilters[];

/** Algolia facet filters: outer array is AND, inner arrays are OR, `attribute:value` each. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  return compileFacetFilters(filters)(record);
}

/** Parsed once per query: the filter then runs on every matching record. */
export function compileFacetFilters(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (!filters) return () => true;
  const clauses = (typeof filters === 'string' ? [filters] : filters).map((clause) =>
    [clause].flat(Infinity as 1).map((filter) => compileFacet(String(filter))),
  );
  return (record) => clauses.every((clause) => clause.some((matches) => matches(record)));
}

function compileFacet(filter: string): (record: SearchRecord) => boolean {
  const negated = filter.startsWith('-');
  const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  return (record) => {
    const actual = attribute ? (record as unknown as Record<string, unknown>)[attribute] : undefined;
    const matches = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
    return negated ? !matches : matches;
  };
}

/** Older clients send parameters as a URL-encoded `params` string. */
export function readRequest(request: SearchRequest): SearchRequest {
  if (typeof request.params !== 'string') return request;
  const fromParams: SearchRequest = {};
  for (const [key, raw] of new URLSearchParams(request.params)) {
    try {
      fromParams[key] = JSON.parse(raw);
    } catch {
      fromParams[key] = raw;
    }
  }
  return {...fromParams, ...request};
}

/** Algolia takes a list of words or one string of space-separated words. */
export function readOptionalWords(optionalWords: unknown): Set<string> {
  const words = Array.isArray(optionalWords) ? optionalWords.map(String).join(' ') : typeof optionalWords === 'string' ? optionalWords : '';
  return new Set(tokenizeQuery(words));
}

/**
 * A last word this short is completed from titles and headings only: as a
 * prefix of every word in the body it matches nearly every record. A last word
 * that is one letter (not digit) matches titles only.
 */
export const MIN_PREFIX_IN_BODY = 3;
export const TITLE_FIELDS = ['title'];

/** Words from this many letters get one typo ("hodi" finds Hoodi), two from 8. */
export const MIN_TYPO_WORD = 4;

/** A word before the last that the index does not hold, from this many letters, is read as the start of one ("regis sgx"). */
export const MIN_PARTIAL_WORD = 3;

/**
 * The MiniSearch query for one word, Algolia-like: the last word is a prefix, and so is an
 * earlier one that is `partial` (not a word of the index: see MIN_PARTIAL_WORD); with `typos`,
 * one typo is allowed from 4 letters, two from 8.
 */
export function termQuery(term: string, isLast: boolean, typos: boolean, partial = false): Query {
  const fuzzy = !typos ? false : term.length >= 8 ? 2 : term.length >= MIN_TYPO_WORD ? 1 : false;
  const exact = {queries: [term], prefix: false, fuzzy};
  if (!isLast) return partial && term.length >= MIN_PARTIAL_WORD ? {...exact, prefix: true} : exact;
  if (term.length >= MIN_PREFIX_IN_BODY) return {...exact, prefix: true};
  const inTitles = {queries: [term], prefix: true, fuzzy: false, fields: TITLE_FIELDS};
  // A letter alone ("a", "s") in body text is noise, and on a big site in tens of thousands of
  // records; a digit is not ("stage 2").
  if (term.length === 1 && /\p{L}/u.test(term)) return inTitles;
  return {combineWith: 'OR', queries: [exact, inTitles]};
}

export function termQueries(terms: string[], combineWith: 'AND' | 'OR', typos: boolean | boolean[] = true, partial: boolean[] = []): Query {
  const typosFor = (index: number) => (typeof typos === 'boolean' ? typos : typos[index]!);
  return {combineWith, queries: terms.map((term, index) => termQuery(term, index === terms.length - 1, typosFor(index), partial[index] ?? false))};
}
