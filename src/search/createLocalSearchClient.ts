/**
 * An Algolia-compatible search client over the site's own records, for
 * DocSearch's `transformSearchClient` seam: answers `search({requests})` with
 * `results[0].hits` (with `_highlightResult`/`_snippetResult`), `nbHits` and
 * `queryID`, honouring the parameters DocSearch sends. MiniSearch does the matching.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {countDistinct, PositionMarks, pickTiers} from './candidates';
import {matchText, toAlgoliaResults, type HighlightResult, type HighlightTags, type MatchedText, type SnippetResult} from './highlight';
import {
  chunkRecords,
  contentTerms,
  headingRecord,
  readSections,
  sectionWords,
  textChunkCount,
  withoutText,
  type SearchSource,
  type SectionRecord,
} from './searchIndex';
import {normalizeTerm, tokenize, tokenizeQuery, withoutStopWords} from './tokenize';
import {HIERARCHY_LEVELS, SEARCH_LIMITS, type SearchRecord} from './types';

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

export type LocalHit = SearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, SnippetResult>; content?: SnippetResult};
};

export type LocalSearchResult = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID?: string;
};

export type MatchedSearchResult = {
  request: SearchRequest;
  query: string;
  hits: MatchedHit[];
  nbHits: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
};

export type LocalSearchClient = {
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: LocalSearchResult[]}>;
  /** Queries that are sure to find pages (the biggest top-level sections), for no-results screens. */
  suggestions(count: number): Promise<string[]>;
  /** The engine itself, for code that ranks sections directly and reads every record (Ask AI). */
  loadEngine(): Promise<SearchEngine>;
};

export type SearchEngine = ReturnType<typeof searchEngineOver>;

/**
 * DocSearch shows its error screen only for Algolia's RetryError ("all hosts
 * unreachable"); an index that cannot load is the embedded equivalent.
 */
export function toRetryError(cause: unknown): Error {
  const error = new Error(`The search index could not be loaded (${cause instanceof Error ? cause.message : String(cause)}).`, {cause});
  error.name = 'RetryError';
  return error;
}

/**
 * The engine ranks sections (a heading and the text up to the next one): the
 * index holds their words, not their text. Title and heading matches rank above
 * body text (DocSearch's attribute order): `title` is the section's own page
 * title or heading, `context` the headings above it. A section whose own
 * heading matches gets its level's boost (TYPE_BOOSTS), as a heading record would.
 */
const FIELD_BOOSTS = {title: 4, context: 1, content: 1, lvl0: 0.5};
const TYPE_BOOSTS: Record<SearchRecord['type'], number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.5,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

type IndexedSection = {position: number; lvl0: string; title: string; context: string; content: string};

function toIndexed(section: SectionRecord, words: string[]): IndexedSection {
  const headings = HIERARCHY_LEVELS.slice(1).flatMap((level) => section.hierarchy[level] ?? []);
  return {
    position: section.position,
    lvl0: section.hierarchy.lvl0,
    title: headings.at(-1) ?? '',
    context: headings.slice(0, -1).join(' '),
    // Already the index's terms: the content field's tokenizer only splits them again.
    content: words.join(' '),
  };
}

const CONTENT_FIELD = 'content';

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

/** `["content:10", "hierarchy.lvl1:10"]` → word counts per attribute. */
function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) words.set(name, Number(count) || SEARCH_LIMITS.snippetWords);
  }
  return words;
}

/** Older clients send parameters as a URL-encoded `params` string. */
function readRequest(request: SearchRequest): SearchRequest {
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
function readOptionalWords(optionalWords: unknown): Set<string> {
  const words = Array.isArray(optionalWords) ? optionalWords.map(String).join(' ') : typeof optionalWords === 'string' ? optionalWords : '';
  return new Set(tokenizeQuery(words));
}

/**
 * A last word this short is completed from titles and headings only: as a
 * prefix of every word in the body it matches nearly every record. A last word
 * that is one letter (not digit) matches titles only.
 */
export const MIN_PREFIX_IN_BODY = 3;
const TITLE_FIELDS = ['title'];

/**
 * The MiniSearch query for one word, Algolia-like: the last word is a prefix;
 * with `typos`, one typo is allowed from 4 letters, two from 8.
 */
export function termQuery(term: string, isLast: boolean, typos: boolean): Query {
  const fuzzy = !typos ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
  const exact = {queries: [term], prefix: false, fuzzy};
  if (!isLast) return exact;
  if (term.length >= MIN_PREFIX_IN_BODY) return {...exact, prefix: true};
  const inTitles = {queries: [term], prefix: true, fuzzy: false, fields: TITLE_FIELDS};
  // A letter alone ("a", "s") in body text is noise, and on a big site in tens of thousands of
  // records; a digit is not ("stage 2").
  if (term.length === 1 && /\p{L}/u.test(term)) return inTitles;
  return {combineWith: 'OR', queries: [exact, inTitles]};
}

export function termQueries(terms: string[], combineWith: 'AND' | 'OR', typos: boolean | boolean[] = true): Query {
  const typosFor = (index: number) => (typeof typos === 'boolean' ? typos : typos[index]!);
  return {combineWith, queries: terms.map((term, index) => termQuery(term, index === terms.length - 1, typosFor(index)))};
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

/** A hit as the engine finds it: the record, and per attribute its structured highlight and snippet (src/search/highlight.ts). */
export type MatchedHit = SearchRecord & {
  matches: {hierarchy: Partial<Record<(typeof HIERARCHY_LEVELS)[number], MatchedText>>; content?: MatchedText};
};

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

/** Structured hits rendered as Algolia's (the response DocSearch and the search page read). */
export function createHitRenderer(request: SearchRequest): (found: {record: SearchRecord; result: SearchResult}) => LocalHit {
  const tags: HighlightTags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const renderMatches = createMatchRenderer(request);
  return (found) => toAlgoliaHit(renderMatches(found), tags);
}

/** Earlier pages win ties (at most a 1 % nudge). */
function orderBoost(position: number, lastPosition: number): number {
  return 1 - (0.01 * position) / lastPosition;
}

/** Whether a result matched the section's own heading (MiniSearch lists each matched term's fields). */
function matchedTitle(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.includes('title'));
}

/**
 * Whether some query word matched the section's text but none of its headings: the hit then shows
 * the text, not the heading. An index word belongs to the query words it completes; a typo
 * correction (completing none) to every query word.
 */
export function matchedOnlyText(result: Pick<SearchResult, 'match'>, queryTerms: string[]): boolean {
  const matched = new Set<string>();
  const inHeadings = new Set<string>();
  for (const [term, fields] of Object.entries(result.match)) {
    const completed = queryTerms.filter((queryTerm) => term.startsWith(queryTerm));
    for (const queryTerm of completed.length > 0 ? completed : queryTerms) {
      matched.add(queryTerm);
      if (fields.some((field) => field !== CONTENT_FIELD)) inHeadings.add(queryTerm);
    }
  }
  return [...matched].some((queryTerm) => !inHeadings.has(queryTerm));
}

/** The index of the first word not before `term` in sorted `words`. */
function lowerBound(words: string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

type Found = {record: SectionRecord; result: SearchResult};

/** The engine's MiniSearch, empty, and the sections to add to it. */
function prepareEngine(source: SearchSource) {
  const sections = readSections(source.index);
  const engine = new MiniSearch<IndexedSection>({
    idField: 'position',
    fields: ['lvl0', 'title', 'context', CONTENT_FIELD],
    storeFields: [],
    tokenize: (text, field) => (field === CONTENT_FIELD ? text.split(' ') : tokenize(text)),
    processTerm: (term) => {
      const normalized = normalizeTerm(term);
      if (normalized) occurrences.set(normalized, (occurrences.get(normalized) ?? 0) + 1);
      return normalized || null;
    },
  });
  // How often each word occurs in the index: which words are rare enough to try typos on, and to list first.
  const occurrences = new Map<string, number>();
  const words = sectionWords(source.index);
  return {sections, engine, occurrences, documents: sections.map((section) => toIndexed(section, words[section.position]!))};
}

/** Sections added per slice by createSearchEngineInSlices: about 10 ms each on a phone (CPU 4x). */
const SECTIONS_PER_SLICE = 40;

export function createSearchEngine(source: SearchSource) {
  const prepared = prepareEngine(source);
  prepared.engine.addAll(prepared.documents);
  return searchEngineOver(source, prepared);
}

/**
 * The same engine, built a slice of sections at a time (MiniSearch's addAllAsync) so that
 * keys pressed meanwhile are not held up: built at once, the whole site's index was one
 * task of about 200 ms on the emulated phone, right as the reader typed.
 */
export async function createSearchEngineInSlices(source: SearchSource): Promise<SearchEngine> {
  const prepared = prepareEngine(source);
  await prepared.engine.addAllAsync(prepared.documents, {chunkSize: SECTIONS_PER_SLICE});
  return searchEngineOver(source, prepared);
}

function searchEngineOver(source: SearchSource, {sections, engine, occurrences}: Omit<ReturnType<typeof prepareEngine>, 'documents'>) {
  const lastPosition = Math.max(sections.length - 1, 1);
  // Looked up once per matching word and field: arrays by position, not maps.
  const byPosition = sections;
  const boosts = new Float64Array(lastPosition + 1);
  const urlIds = new Int32Array(lastPosition + 1);
  const urlIdOf = new Map<string, number>();
  for (const section of sections) {
    boosts[section.position] = orderBoost(section.position, lastPosition);
    if (!urlIdOf.has(section.url)) urlIdOf.set(section.url, urlIdOf.size);
    urlIds[section.position] = urlIdOf.get(section.url)!;
  }
  const urlOf = (position: number) => urlIds[position]!;
  const marks = new PositionMarks(lastPosition + 1);
  const visitMarks = new PositionMarks(lastPosition + 1);
  const urlMarks = new PositionMarks(urlIdOf.size);
  let lastListed = new Map<string, number[]>();
  const searchOptions = {tokenize: tokenizeQuery, processTerm: (term: string) => term, boost: FIELD_BOOSTS};
  // A word in a large share of a big index ("to", or the product's own name on every page) tells
  // hits apart little, and listing its records is most of a query's time: among other words it is left
  // out, as Algolia leaves out stop words. The last word, still being typed, stays.
  const commonFrom = Math.max(COMMON_WORD_MIN_OCCURRENCES, COMMON_WORD_SHARE * sections.length);
  const withoutCommonWords = (terms: string[]) => {
    if (terms.length < 2) return terms;
    return terms.filter((term, index) => index === terms.length - 1 || (occurrences.get(term) ?? 0) < commonFrom);
  };

  function find(query: string, filters: FacetFilters | undefined, optionalWords: Set<string>, needed: number): {hits: Found[]; nbHits: number} {
    const terms = withoutCommonWords(withoutStopWords(tokenizeQuery(query)));
    if (terms.length === 0) return {hits: [], nbHits: 0};
    const matchesFilters = compileFacetFilters(filters);
    // Per position: 0 not checked yet, 1 passes the facet filters, 2 does not.
    const filtered = filters ? new Uint8Array(lastPosition + 1) : null;
    const allowed = (position: number) => {
      if (!filtered) return true;
      if (filtered[position] === 0) filtered[position] = matchesFilters(byPosition[position]!) ? 1 : 2;
      return filtered[position] === 1;
    };
    const last = terms.length - 1;
    const frequency = (term: string) => occurrences.get(term) ?? 0;
    // Typos on rare words only (and on words not in the index: misspelt): a common word spelt out
    // fills the page without them, and its variants would add tens of thousands of records to score.
    const typos = terms.map((term) => term.length >= 4 && frequency(term) <= TYPOS_UP_TO);
    // The records one word matches, listed without scoring them (MiniSearch skips a record its boost
    // is 0 for). Kept for the next query too: as a reader types the last word, the others stay.
    const previous = lastListed;
    const listed = new Map<string, number[]>();
    lastListed = listed;
    const filtersKey = JSON.stringify(filters ?? null);
    const listKey = (index: number, fields?: string[]) => JSON.stringify([terms[index], index === last, typos[index], fields ?? null, filtersKey]);
    const matching = (index: number, fields?: string[]) => {
      const key = listKey(index, fields);
      let list = listed.get(key) ?? previous.get(key);
      if (!list) {
        const found: number[] = [];
        const seen = marks.newSet();
        const boostDocument = (position: number) => {
          if (seen.add(position) && allowed(position)) found.push(position);
          return 0;
        };
        engine.search(termQuery(terms[index]!, index === last, typos[index]!), {...searchOptions, ...(fields ? {fields} : {}), boostDocument});
        list = found;
      }
      listed.set(key, list);
      return list;
    };
    /** Scores the given sections (MiniSearch skips the others cheaply); one hit per URL, the best-scoring one (DocSearch's distinct on url). */
    const score = (combineWith: 'AND' | 'OR', candidates: number[], visit?: (position: number) => void) => {
      const scored = marks.newSet();
      for (const position of candidates) scored.add(position);
      const results = engine.search(termQueries(terms, combineWith, typos), {
        ...searchOptions,
        boostDocument: (position: number) => {
          visit?.(position);
          return scored.has(position) ? boosts[position]! : 0;
        },
      });
      for (const result of results) if (matchedTitle(result)) result.score *= TYPE_BOOSTS[byPosition[result.id as number]!.type];
      results.sort((a, b) => b.score - a.score);
      const seenUrls = urlMarks.newSet();
      const hits: Found[] = [];
      for (const result of results) {
        if (seenUrls.add(urlOf(result.id as number))) hits.push({record: byPosition[result.id as number]!, result});
      }
      return hits;
    };

    const requiredIndexes = terms.flatMap((term, index) => (optionalWords.has(term) ? [] : [index]));
    if (terms.length === 1 && requiredIndexes.length === 1) {
      // One word: when its title matches fill the page, they are the hits to score (as below), and
      // the same pass over the word's records lists them all for nbHits: one pass instead of two.
      const titled = matching(0, TITLE_FIELDS);
      const candidates = pickTiers(titled, (position) => TYPE_TIERS[byPosition[position]!.type], urlOf, needed, MAX_SCORED);
      if (countDistinct(candidates, urlOf, urlMarks) >= needed) {
        const all: number[] = [];
        const seen = visitMarks.newSet();
        const hits = score('AND', candidates, (position) => {
          if (seen.add(position) && allowed(position)) all.push(position);
        });
        if (all.length > SCORE_ALL_UP_TO) return {hits, nbHits: countDistinct(all, urlOf, urlMarks)};
        // Few enough to score them all, as below.
        listed.set(listKey(0), all);
      }
    }
    let noRecordHasAll = false;
    if (requiredIndexes.length === terms.length && terms.length > 1) {
      // When few records have all the words before the last (their lists are usually kept from the
      // previous keystroke), the hits are among them: score just those, or none if the last word
      // rules them all out (then straight to the OR below).
      const before = marks.countLists(terms.slice(0, -1).map((_, index) => matching(index)));
      const gate = before.positions.filter((position) => before.countOf(position) === last);
      if (gate.length <= SCORE_ALL_UP_TO) {
        const withLast = marks.newSet();
        for (const position of matching(last)) withLast.add(position);
        const ids = gate.filter(withLast.has);
        if (ids.length > 0) return {hits: score('AND', ids), nbHits: countDistinct(ids, urlOf, urlMarks)};
        noRecordHasAll = true;
      }
    }
    /** The records the words match, listed, not scored yet. `countOf` holds until the next call. */
    const match = (combineWith: 'AND' | 'OR') => {
      const lists = terms.map((_, index) => matching(index));
      let hasRequired = (_position: number) => true;
      if (requiredIndexes.length > 0 && requiredIndexes.length < terms.length) {
        const required = marks.countLists(requiredIndexes.map((index) => lists[index]!));
        const set = marks.newSet();
        for (const position of required.positions) if (required.countOf(position) === requiredIndexes.length) set.add(position);
        hasRequired = set.has;
      }
      const {positions, countOf} = marks.countLists(lists);
      const ids = positions.filter((position) => (combineWith === 'AND' ? countOf(position) === terms.length : hasRequired(position)));
      return {combineWith, ids, countOf, nbHits: countDistinct(ids, urlOf, urlMarks)};
    };
    let matched: ReturnType<typeof match>;
    // Algolia's optionalWords: every hit has the required words, and more optional ones rank it higher.
    if (requiredIndexes.length < terms.length) matched = match('OR');
    else {
      matched = noRecordHasAll ? match('OR') : match('AND');
      // Like Algolia's removeWordsIfNoResults: a question with filler words still finds pages.
      if (matched.nbHits === 0 && terms.length > 1) matched = match('OR');
    }

    const {combineWith, ids, countOf, nbHits} = matched;
    let candidates = ids;
    if (ids.length > SCORE_ALL_UP_TO) {
      // OR ranks records with more of the words first (MiniSearch multiplies by it); then title
      // matches above body text and page titles above headings, as DocSearch ranks.
      const inTitles = terms.map((_, index) => matching(index, TITLE_FIELDS));
      const titled = marks.newSet();
      for (const list of inTitles) for (const position of list) titled.add(position);
      const tierOf = (position: number) => (2 * countOf(position) + (titled.has(position) ? 1 : 0)) * 8 + TYPE_TIERS[byPosition[position]!.type];
      candidates = pickTiers(ids, tierOf, urlOf, needed, MAX_SCORED);
    }
    return {hits: candidates.length === 0 ? [] : score(combineWith, candidates), nbHits};
  }

  // A text chunk's records by section, loaded once when one of its hits shows text; a failed load is tried again next time.
  const chunkLoads = new Map<number, Promise<{records: SearchRecord[]; bySection: Map<number, SearchRecord[]>}>>();
  function loadChunk(chunk: number) {
    let load = chunkLoads.get(chunk);
    if (!load) {
      load = source.loadText(chunk).then((text) => {
        if (text?.version !== 3 || !Array.isArray(text.sectionSteps))
          throw new Error('A text chunk of the search index is damaged: reload the page to fetch it again.');
        const {records, sections: sectionOf} = chunkRecords(sections, text);
        const bySection = new Map<number, SearchRecord[]>();
        records.forEach((record, offset) => {
          const section = sectionOf[offset]!;
          if (!bySection.has(section)) bySection.set(section, []);
          bySection.get(section)!.push(record);
        });
        return {records, bySection};
      });
      load.catch(() => chunkLoads.delete(chunk));
      chunkLoads.set(chunk, load);
    }
    return load;
  }
  const headings = new Map<number, SearchRecord | null>();
  const headingOf = (section: SectionRecord) => {
    if (!headings.has(section.position)) headings.set(section.position, headingRecord(section));
    return headings.get(section.position)!;
  };
  // A paragraph's words, sorted: which of a hit's words it holds is a binary search each.
  const wordsOf = new WeakMap<SearchRecord, string[]>();
  const matchedCount = (record: SearchRecord, markTerms: string[]) => {
    let words = wordsOf.get(record);
    if (!words) wordsOf.set(record, (words = [...new Set(contentTerms(record.content ?? ''))].sort()));
    return markTerms.filter((term) => words[lowerBound(words, term)]?.startsWith(term)).length;
  };

  /**
   * The record a section's hit shows: its heading (record) when every word matched a heading
   * (no text to load), else the section's paragraph with the most matched words (the first on ties).
   * When its text cannot load (offline), the hit shows its headings without a snippet.
   */
  async function shownRecord({record: section, result}: Found, queryTerms: string[]): Promise<SearchRecord> {
    const heading = headingOf(section);
    // Every word in a heading: the hit is the heading, whether or not the build made a record of it.
    if (!matchedOnlyText(result, queryTerms)) return heading ?? withoutText(section);
    let inSection: SearchRecord[];
    try {
      inSection = (await loadChunk(section.chunk)).bySection.get(section.position) ?? [];
    } catch {
      return heading ?? withoutText(section);
    }
    const markTerms = termsToMark(queryTerms, result.terms.map(normalizeTerm));
    let best: SearchRecord | null = null;
    let bestCount = -1;
    for (const record of inSection) {
      if (record.content === null) continue;
      const count = matchedCount(record, markTerms);
      if (count > bestCount) [best, bestCount] = [record, count];
    }
    return best ?? heading ?? inSection[0]!;
  }

  /** One page of structured hits for a request (what the site's own modal shows). */
  async function findMatches(rawRequest: SearchRequest): Promise<MatchedSearchResult> {
    const started = performance.now();
    const request = readRequest(rawRequest);
    const query = String(request.query ?? '');
    const hitsPerPage = Number(request.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage);
    const page = Number(request.page ?? 0);
    const found = find(query, request.facetFilters, readOptionalWords(request.optionalWords), (page + 1) * hitsPerPage);
    const queryTerms = tokenizeQuery(query);
    const shown = found.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await Promise.all(shown.map((hit) => shownRecord(hit, queryTerms)));
    const render = createMatchRenderer(request);
    return {
      request,
      query,
      hits: shown.map((hit, index) => render({record: records[index]!, result: hit.result})),
      nbHits: found.nbHits,
      page,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** The same in Algolia's response shape (DocSearch, the search page, the Algolia tests' mock). */
  async function searchOne(rawRequest: SearchRequest): Promise<LocalSearchResult> {
    const {request, query, hits, nbHits, page, hitsPerPage, processingTimeMS} = await findMatches(rawRequest);
    const tags: HighlightTags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
    return {
      hits: hits.map((hit) => toAlgoliaHit(hit, tags)),
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      processingTimeMS,
      exhaustiveNbHits: true,
      query,
      params: '',
      index: request.indexName ?? '',
      ...(request.clickAnalytics ? {queryID: randomQueryId()} : {}),
    };
  }

  /** The sections a query finds, best first, without loading any text (Ask AI reads its own). */
  function rank(rawRequest: SearchRequest): {hits: {url: string}[]} {
    const request = readRequest(rawRequest);
    const hitsPerPage = Number(request.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage);
    const found = find(String(request.query ?? ''), request.facetFilters, readOptionalWords(request.optionalWords), hitsPerPage);
    return {hits: found.hits.slice(0, hitsPerPage).map((hit) => ({url: hit.record.url}))};
  }

  /** Every record of the site, all text loaded (Ask AI quotes from them). */
  async function loadRecords(): Promise<SearchRecord[]> {
    if (source.loadAllRecords) return source.loadAllRecords();
    const chunks = await Promise.all(Array.from({length: textChunkCount(source.index)}, (_, chunk) => loadChunk(chunk)));
    return chunks.flatMap((chunk) => chunk.records);
  }

  function suggestions(count: number): string[] {
    const sizes = new Map<string, number>();
    for (const section of sections) sizes.set(section.hierarchy.lvl0, (sizes.get(section.hierarchy.lvl0) ?? 0) + 1);
    return [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([lvl0]) => lvl0);
  }

  return {findMatches, searchOne, rank, loadRecords, suggestions, size: sections.length};
}

/**
 * `loadSource` runs on the first search only; a failed load is retried on the next one. A
 * search made while a load is under way waits for it, and if that load fails (it may have
 * started before the network came back), tries one of its own before it reports the failure:
 * otherwise the reader's last keystroke would leave the error screen up with nothing to retry.
 */
export function createLocalSearchClient(loadSource: () => Promise<SearchSource>): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  function startLoad(): Promise<SearchEngine> {
    const load = loadSource()
      .then(createSearchEngineInSlices)
      .catch((error: unknown) => {
        if (engine === load) engine = null;
        throw toRetryError(error);
      });
    engine = load;
    return load;
  }
  function getEngine(): Promise<SearchEngine> {
    if (!engine) return startLoad();
    const joined = engine;
    // Calls that joined the same failed load share one new attempt.
    return joined.catch(() => (engine && engine !== joined ? engine : startLoad()));
  }
  return {
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const ready = await getEngine();
      return {results: await Promise.all(requests.map((request) => ready.searchOne(request)))};
    },
    async suggestions(count) {
      return (await getEngine()).suggestions(count);
    },
    loadEngine: getEngine,
  };
}
