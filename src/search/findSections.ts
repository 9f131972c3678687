/**
 * The search engine's middle stages: which sections a query's words match
 * (listed, not scored), which of them to score (candidates.ts), and scoring and
 * ranking them, one hit per page URL (DocSearch's distinct on url).
 */
import type {SearchResult} from 'minisearch';
import {countDistinct, pickTiers} from './candidates';
import {FIELD_BOOSTS, TYPE_BOOSTS, type EngineIndex} from './engineIndex';
import {compileFacetFilters, MIN_TYPO_WORD, termQueries, termQuery, TITLE_FIELDS, type FacetFilters} from './engineRequest';
import type {SectionRecord} from './searchIndex';
import {tokenizeQuery, withoutStopWords} from './tokenize';
import type {SearchRecord} from './types';

export type Found = {record: SectionRecord; result: SearchResult};
export type FoundSections = {hits: Found[]; nbHits: number};

/** Common words (see withoutCommonWords): occurring in at least this share of sections, and this often. */
const COMMON_WORD_SHARE = 0.05;
const COMMON_WORD_MIN_OCCURRENCES = 5000;
/** Up to this many matching records, all are scored; beyond, only the best tiers (see candidates.ts), about this many. */
export const SCORE_ALL_UP_TO = 2000;
const MAX_SCORED = 1000;
/** Words occurring up to this many times in the index are tried with typos. */
const TYPOS_UP_TO = 2000;
/** Tiers below word count and title match: DocSearch's attribute order, page title first. */
const TYPE_TIERS: Record<SearchRecord['type'], number> = {lvl1: 6, lvl2: 5, lvl3: 4, lvl4: 3, lvl5: 2, lvl6: 1, content: 0};

const SEARCH_OPTIONS = {tokenize: tokenizeQuery, processTerm: (term: string) => term, boost: FIELD_BOOSTS};

/** Whether a result matched the section's own heading (MiniSearch lists each matched term's fields). */
function matchedTitle(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.includes('title'));
}

/** Whether the section's headings (its own or those above it, the page title included) hold a query word, spelt as typed or completed. */
function headingsName(result: SearchResult, terms: string[]): boolean {
  return Object.entries(result.match).some(
    ([term, fields]) => (fields.includes('title') || fields.includes('context')) && terms.some((typed) => term.startsWith(typed)),
  );
}

/**
 * A section of a secondary page (a glossary line, a correction; already scaled down by its
 * order boost, see SECONDARY_PAGE_WEIGHT) ranks below every section of another page whose
 * headings name a query word: the page that explains a topic comes first.
 */
export function ranksBelowNamingHeadings(results: SearchResult[], terms: string[], index: Pick<EngineIndex, 'sections' | 'secondaryUrls'>): void {
  if (index.secondaryUrls.size === 0) return;
  const isSecondary = (result: SearchResult) => index.secondaryUrls.has(index.sections[result.id as number]!.url.split('#')[0]!);
  let lowestNaming = Number.POSITIVE_INFINITY;
  for (const result of results) if (!isSecondary(result) && headingsName(result, terms)) lowestNaming = Math.min(lowestNaming, result.score);
  if (lowestNaming === Number.POSITIVE_INFINITY) return;
  for (const result of results) if (isSecondary(result)) result.score = Math.min(result.score, lowestNaming * 0.999);
}

/** One query: its words, the sections each word matches (kept for the next query), and scoring. */
class QueryRun {
  readonly terms: string[];
  readonly last: number;
  readonly needed: number;
  /** Typos on rare words only (see TYPOS_UP_TO). */
  readonly typos: boolean[];
  /** Words before the last that the index does not hold: read as prefixes (see termQuery). */
  readonly partial: boolean[];
  /** The words a hit must have (the others are optional words). */
  readonly requiredIndexes: number[];
  /** The lists this query made or reused, by listKey. */
  readonly listed = new Map<string, number[]>();
  private readonly index: EngineIndex;
  private readonly previous: Map<string, number[]>;
  private readonly matchesFilters: (record: SearchRecord) => boolean;
  /** Per position: 0 not checked yet, 1 passes the facet filters, 2 does not (null: no filters). */
  private readonly filtered: Uint8Array | null;
  private readonly filtersKey: string;

  constructor(
    index: EngineIndex,
    previous: Map<string, number[]>,
    terms: string[],
    filters: FacetFilters | undefined,
    optionalWords: Set<string>,
    needed: number,
  ) {
    this.index = index;
    this.previous = previous;
    this.terms = terms;
    this.last = terms.length - 1;
    this.needed = needed;
    this.matchesFilters = compileFacetFilters(filters);
    this.filtered = filters ? new Uint8Array(index.lastPosition + 1) : null;
    this.filtersKey = JSON.stringify(filters ?? null);
    // A common word spelt out fills the page without typos, and its variants would add tens of
    // thousands of records to score; a word not in the index (misspelt) gets them.
    this.typos = terms.map((term) => term.length >= MIN_TYPO_WORD && (index.occurrences.get(term) ?? 0) <= TYPOS_UP_TO);
    this.partial = terms.map((term) => !index.occurrences.has(term));
    this.requiredIndexes = terms.flatMap((term, termIndex) => (optionalWords.has(term) ? [] : [termIndex]));
  }

  readonly urlOf = (position: number): number => this.index.urlIds[position]!;

  readonly allowed = (position: number): boolean => {
    const {filtered} = this;
    if (!filtered) return true;
    if (filtered[position] === 0) filtered[position] = this.matchesFilters(this.index.sections[position]!) ? 1 : 2;
    return filtered[position] === 1;
  };

  typeOf(position: number): SearchRecord['type'] {
    return this.index.sections[position]!.type;
  }

  /** How many page URLs the positions span. */
  distinctUrls(positions: number[]): number {
    return countDistinct(positions, this.urlOf, this.index.urlMarks);
  }

  listKey(termIndex: number, fields?: string[]): string {
    return JSON.stringify([this.terms[termIndex], termIndex === this.last, this.typos[termIndex], fields ?? null, this.filtersKey]);
  }

  /**
   * The records one word matches, listed without scoring them (MiniSearch skips a record its boost
   * is 0 for). Kept for the next query too: as a reader types the last word, the others stay.
   */
  matching(termIndex: number, fields?: string[]): number[] {
    const key = this.listKey(termIndex, fields);
    let list = this.listed.get(key) ?? this.previous.get(key);
    if (!list) {
      const found: number[] = [];
      const seen = this.index.marks.newSet();
      const boostDocument = (position: number) => {
        if (seen.add(position) && this.allowed(position)) found.push(position);
        return 0;
      };
      const query = termQuery(this.terms[termIndex]!, termIndex === this.last, this.typos[termIndex]!, this.partial[termIndex]);
      this.index.engine.search(query, {...SEARCH_OPTIONS, ...(fields ? {fields} : {}), boostDocument});
      list = found;
    }
    this.listed.set(key, list);
    return list;
  }

  /** Scores the given sections (MiniSearch skips the others cheaply); one hit per URL, the best-scoring one. */
  score(combineWith: 'AND' | 'OR', candidates: number[], visit?: (position: number) => void): Found[] {
    const {marks, boosts, engine, sections, urlMarks} = this.index;
    const scored = marks.newSet();
    for (const position of candidates) scored.add(position);
    const results = engine.search(termQueries(this.terms, combineWith, this.typos, this.partial), {
      ...SEARCH_OPTIONS,
      boostDocument: (position: number) => {
        visit?.(position);
        return scored.has(position) ? boosts[position]! : 0;
      },
    });
    for (const result of results) if (matchedTitle(result)) result.score *= TYPE_BOOSTS[sections[result.id as number]!.type];
    ranksBelowNamingHeadings(results, this.terms, this.index);
    results.sort((a, b) => b.score - a.score);
    const seenUrls = urlMarks.newSet();
    const hits: Found[] = [];
    for (const result of results) {
      if (seenUrls.add(this.urlOf(result.id as number))) hits.push({record: sections[result.id as number]!, result});
    }
    return hits;
  }
}

/**
 * One word: when its title matches fill the page, they are the hits to score (as in
 * findByMatching), and the same pass over the word's records lists them all for nbHits: one
 * pass instead of two. Null when the query is not one word or its titles do not fill the page.
 */
function findByTitles(run: QueryRun, index: EngineIndex): FoundSections | null {
  if (run.terms.length !== 1 || run.requiredIndexes.length !== 1) return null;
  const titled = run.matching(0, TITLE_FIELDS);
  const candidates = pickTiers(titled, (position) => TYPE_TIERS[run.typeOf(position)], run.urlOf, run.needed, MAX_SCORED);
  if (run.distinctUrls(candidates) < run.needed) return null;
  const all: number[] = [];
  const seen = index.visitMarks.newSet();
  const hits = run.score('AND', candidates, (position) => {
    if (seen.add(position) && run.allowed(position)) all.push(position);
  });
  if (all.length > SCORE_ALL_UP_TO) return {hits, nbHits: run.distinctUrls(all)};
  // Few enough to score them all, as findByMatching does.
  run.listed.set(run.listKey(0), all);
  return null;
}

const NO_RECORD_HAS_ALL = 'no record has all the words';

/**
 * When few records have all the words before the last (their lists are usually kept from the
 * previous keystroke), the hits are among them: score just those, or none if the last word
 * rules them all out (then findByMatching goes straight to OR). Null when every word is not
 * required, there is one word, or too many records have the words before the last.
 */
function findAmongEarlierWords(run: QueryRun, index: EngineIndex): FoundSections | typeof NO_RECORD_HAS_ALL | null {
  const {terms, last} = run;
  if (run.requiredIndexes.length !== terms.length || terms.length < 2) return null;
  const before = index.marks.countLists(terms.slice(0, -1).map((_, termIndex) => run.matching(termIndex)));
  const gate = before.positions.filter((position) => before.countOf(position) === last);
  if (gate.length > SCORE_ALL_UP_TO) return null;
  const withLast = index.marks.newSet();
  for (const position of run.matching(last)) withLast.add(position);
  const ids = gate.filter(withLast.has);
  return ids.length > 0 ? {hits: run.score('AND', ids), nbHits: run.distinctUrls(ids)} : NO_RECORD_HAS_ALL;
}

/** The records the words match, listed, not scored yet. `countOf` holds until the next call. */
function listMatches(run: QueryRun, index: EngineIndex, combineWith: 'AND' | 'OR') {
  const {terms, requiredIndexes} = run;
  const lists = terms.map((_, termIndex) => run.matching(termIndex));
  let hasRequired = (_position: number) => true;
  if (requiredIndexes.length > 0 && requiredIndexes.length < terms.length) {
    const required = index.marks.countLists(requiredIndexes.map((termIndex) => lists[termIndex]!));
    const set = index.marks.newSet();
    for (const position of required.positions) if (required.countOf(position) === requiredIndexes.length) set.add(position);
    hasRequired = set.has;
  }
  const {positions, countOf} = index.marks.countLists(lists);
  const ids = positions.filter((position) => (combineWith === 'AND' ? countOf(position) === terms.length : hasRequired(position)));
  return {combineWith, ids, countOf, nbHits: run.distinctUrls(ids)};
}

/**
 * Too many matches to score: the best tiers. OR ranks records with more of the words first
 * (MiniSearch multiplies by it); then title matches above body text and page titles above
 * headings, as DocSearch ranks.
 */
function bestTiers(run: QueryRun, index: EngineIndex, ids: number[], countOf: (position: number) => number): number[] {
  const inTitles = run.terms.map((_, termIndex) => run.matching(termIndex, TITLE_FIELDS));
  const titled = index.marks.newSet();
  for (const list of inTitles) for (const position of list) titled.add(position);
  const tierOf = (position: number) => (2 * countOf(position) + (titled.has(position) ? 1 : 0)) * 8 + TYPE_TIERS[run.typeOf(position)];
  return pickTiers(ids, tierOf, run.urlOf, run.needed, MAX_SCORED);
}

/** Every section the words match (all of them, or the required ones), scored up to SCORE_ALL_UP_TO, else the best tiers. */
function findByMatching(run: QueryRun, index: EngineIndex, noRecordHasAll: boolean): FoundSections {
  let matched: ReturnType<typeof listMatches>;
  // Algolia's optionalWords: every hit has the required words, and more optional ones rank it higher.
  if (run.requiredIndexes.length < run.terms.length) matched = listMatches(run, index, 'OR');
  else {
    matched = listMatches(run, index, noRecordHasAll ? 'OR' : 'AND');
    // Like Algolia's removeWordsIfNoResults: a question with filler words still finds pages.
    if (matched.nbHits === 0 && run.terms.length > 1) matched = listMatches(run, index, 'OR');
  }
  const {combineWith, ids, countOf, nbHits} = matched;
  const candidates = ids.length > SCORE_ALL_UP_TO ? bestTiers(run, index, ids, countOf) : ids;
  return {hits: candidates.length === 0 ? [] : run.score(combineWith, candidates), nbHits};
}

/** The engine's finder: the sections a query finds, best first, one per page URL, and how many pages match. */
export function createFinder(index: EngineIndex) {
  let lastListed = new Map<string, number[]>();
  // A word in a large share of a big index ("to", or the product's own name on every page) tells
  // hits apart little, and listing its records is most of a query's time: among other words it is left
  // out, as Algolia leaves out stop words. The last word, still being typed, stays.
  const commonFrom = Math.max(COMMON_WORD_MIN_OCCURRENCES, COMMON_WORD_SHARE * index.sections.length);
  const withoutCommonWords = (terms: string[]) => {
    if (terms.length < 2) return terms;
    return terms.filter((term, termIndex) => termIndex === terms.length - 1 || (index.occurrences.get(term) ?? 0) < commonFrom);
  };

  return (query: string, filters: FacetFilters | undefined, optionalWords: Set<string>, needed: number): FoundSections => {
    const terms = withoutCommonWords(withoutStopWords(tokenizeQuery(query)));
    if (terms.length === 0) return {hits: [], nbHits: 0};
    const run = new QueryRun(index, lastListed, terms, filters, optionalWords, needed);
    lastListed = run.listed;
    const byTitles = findByTitles(run, index);
    if (byTitles) return byTitles;
    const amongEarlier = findAmongEarlierWords(run, index);
    if (amongEarlier !== null && amongEarlier !== NO_RECORD_HAS_ALL) return amongEarlier;
    return findByMatching(run, index, amongEarlier === NO_RECORD_HAS_ALL);
  };
}
