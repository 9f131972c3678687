/**
 * The embedded search engine over the site's own records: structured matches for the site's
 * modal (findMatches), the same in Algolia's response shape for the search page and the Algolia
 * tests' mock (searchOne: `hits` with `_highlightResult`/`_snippetResult`, `nbHits`, `queryID`),
 * and a ranking alone for Ask AI. MiniSearch does the matching.
 *
 * The engine runs in stages, a module each: the index (engineIndex.ts), the request and its
 * words (engineRequest.ts), listing, scoring and ranking sections (findSections.ts), the record
 * each hit shows (shownRecords.ts) and its marked words (renderHits.ts).
 */
import {createTaskQueue} from '../scheduling/taskQueue';
import {engineIndex, prepareEngine, type PreparedEngine} from './engineIndex';
import {readOptionalWords, readRequest, type SearchRequest} from './engineRequest';
import {createFinder, type Found} from './findSections';
import {createMatchRenderer, highlightTags, toAlgoliaHit, type LocalHit, type MatchedHit} from './renderHits';
import type {SearchSource} from './searchIndex';
import {createRecordShower} from './shownRecords';
import {tokenizeQuery} from './tokenize';
import {SEARCH_LIMITS} from './types';

export {compileFacetFilters, matchesFacetFilters, MIN_PREFIX_IN_BODY, termQueries, termQuery, type FacetFilters, type SearchRequest} from './engineRequest';
export {SCORE_ALL_UP_TO} from './findSections';
export {createMatchRenderer, termsToMark, toAlgoliaHit, type LocalHit, type MatchedHit} from './renderHits';
export {matchedOnlyText} from './shownRecords';

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
  /**
   * Only when asked not to wait for text (`showTextAsItArrives`) and some hit's text is on its way:
   * settles once it has arrived or failed, true when any of it arrived (the same search then shows more).
   */
  textPending?: Promise<boolean>;
};

export type FindOptions = {
  /** Answer at once: a hit whose text has not arrived shows its section's headings meanwhile. */
  showTextAsItArrives?: boolean;
};

export type SearchEngine = ReturnType<typeof searchEngineOver>;

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sections added per slice by createSearchEngineInSlices: 20–85 ms each on the emulated phone (CPU 4x), in a trace of a first search on this site. */
const SECTIONS_PER_SLICE = 40;

export function createSearchEngine(source: SearchSource) {
  const prepared = prepareEngine(source);
  prepared.engine.addAll(prepared.documents);
  return searchEngineOver(source, prepared);
}

/**
 * The same engine, built a slice of sections at a time, a task each, so that keys pressed
 * meanwhile are not held up: built at once, the whole site's index was one task of about 200 ms
 * on the emulated phone, right as the reader typed. Tasks from a MessageChannel
 * (src/scheduling/taskQueue.ts), not MiniSearch's addAllAsync, whose chained setTimeout calls the
 * browser clamps to 4 ms each (78 slices here: a third of a second of waiting).
 */
export async function createSearchEngineInSlices(source: SearchSource): Promise<SearchEngine> {
  const prepared = prepareEngine(source);
  const schedule = createTaskQueue();
  for (let start = 0; start < prepared.documents.length; start += SECTIONS_PER_SLICE) {
    await new Promise<void>((resolve) => schedule(resolve));
    prepared.engine.addAll(prepared.documents.slice(start, start + SECTIONS_PER_SLICE));
  }
  return searchEngineOver(source, prepared);
}

function searchEngineOver(source: SearchSource, prepared: Omit<PreparedEngine, 'documents'>) {
  const {sections} = prepared;
  const find = createFinder(engineIndex(prepared));
  const {shownRecord, shownRecordNow, loadRecords} = createRecordShower(source, sections);

  /** Each shown hit's record: once its text is in, or (showTextAsItArrives) at once, with the loads still under way. */
  async function recordsOf(shown: Found[], queryTerms: string[], options: FindOptions) {
    if (!options.showTextAsItArrives) return {records: await Promise.all(shown.map((hit) => shownRecord(hit, queryTerms)))};
    const now = shown.map((hit) => shownRecordNow(hit, queryTerms));
    const arrives = (load: Promise<unknown>) => load.then(() => true).catch(() => false);
    const loads = now.flatMap((item) => (item.textLoad ? [arrives(item.textLoad)] : []));
    return {
      records: now.map((item) => item.record),
      ...(loads.length > 0 ? {textPending: Promise.all(loads).then((arrived) => arrived.includes(true))} : {}),
    };
  }

  /** One page of structured hits for a request (what the site's own modal shows). */
  async function findMatches(rawRequest: SearchRequest, options: FindOptions = {}): Promise<MatchedSearchResult> {
    const started = performance.now();
    const request = readRequest(rawRequest);
    const query = String(request.query ?? '');
    const hitsPerPage = Number(request.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage);
    const page = Number(request.page ?? 0);
    const found = find(query, request.facetFilters, readOptionalWords(request.optionalWords), (page + 1) * hitsPerPage);
    const queryTerms = tokenizeQuery(query);
    const shown = found.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const {records, textPending} = await recordsOf(shown, queryTerms, options);
    const render = createMatchRenderer(request);
    return {
      request,
      query,
      hits: shown.map((hit, index) => render({record: records[index]!, result: hit.result})),
      nbHits: found.nbHits,
      page,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      ...(textPending ? {textPending} : {}),
    };
  }

  /** The same in Algolia's response shape (DocSearch, the search page, the Algolia tests' mock). */
  async function searchOne(rawRequest: SearchRequest): Promise<LocalSearchResult> {
    const {request, query, hits, nbHits, page, hitsPerPage, processingTimeMS} = await findMatches(rawRequest);
    const tags = highlightTags(request);
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
