/**
 * The one loader of the embedded search, outside React: the search button and its shortcuts
 * start it, and the modal, the search page and Ask AI search through it. A small state machine:
 *
 *   idle → loading → headings → ready        (the index's headings answer first, then the whole index)
 *                  ↘ failed → (retry) loading
 *
 * Every download starts at once (the engine's chunk, the index's headings and its words), so the
 * whole index costs one round trip. Until it is built, searches are answered from the headings
 * (titles only) as soon as those are in; a failure of the whole index fails searches, and the
 * next search or retry() starts the load again (answered then by the whole index alone). ARCHITECTURE.md "What loads when".
 */
import type {MatchedSearchResult, SearchEngine, SearchRequest} from './createLocalSearchClient';

export type SearchPhase = 'idle' | 'loading' | 'headings' | 'ready' | 'failed';

export type SearchLoaderState = {phase: SearchPhase; error: Error | null};

const loadEngineModule = () => import(/* webpackChunkName: "search-engine" */ './siteSearchClient');
/** The index's two chunks (loadSearchSource.ts reads them): asked for here, they need not wait for the engine's. */
const fetchHeadings = () => import(/* webpackChunkName: "search-headings" */ '@surge/search-index/headings');
const fetchWords = () => import(/* webpackChunkName: "search-index" */ '@surge/search-index/words');

const ignore = () => undefined;

let state: SearchLoaderState = {phase: 'idle', error: null};
const listeners = new Set<() => void>();
let wholeLoad: Promise<SearchEngine> | null = null;
let headingsLoad: Promise<SearchEngine> | null = null;
let wholeEngine: SearchEngine | null = null;
let headingsEngine: SearchEngine | null = null;

function setState(next: SearchLoaderState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSearchLoaderState(): SearchLoaderState {
  return state;
}

/** For useSyncExternalStore: `listener` runs on every change of phase. */
export function subscribeToSearchLoader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function asError(cause: unknown): Error {
  return cause instanceof Error ? cause : new Error(String(cause));
}

/** Starts loading the engine and the whole index (once; again after a failure). Safe to call on every sign of intent. */
export function startSearchLoad(): void {
  if (wholeLoad) return;
  setState({phase: 'loading', error: null});
  void fetchHeadings().catch(ignore);
  void fetchWords().catch(ignore);
  const engineModule = loadEngineModule();
  if (!headingsEngine) {
    headingsLoad = engineModule.then((module) => module.headingsSearchClient.loadEngine());
    headingsLoad.then((engine) => {
      headingsEngine = engine;
      if (state.phase === 'loading') setState({phase: 'headings', error: null});
    }, ignore);
  }
  const load = engineModule.then((module) => module.siteSearchClient.loadEngine());
  wholeLoad = load;
  load.then(
    (engine) => {
      wholeEngine = engine;
      setState({phase: 'ready', error: null});
    },
    (error: unknown) => {
      if (wholeLoad === load) wholeLoad = null;
      setState({phase: 'failed', error: asError(error)});
    },
  );
}

/** After a failure: loads again (the modal's and the search page's Retry). */
export function retrySearchLoad(): void {
  if (state.phase === 'failed') startSearchLoad();
}

/** The whole index's engine (Ask AI reads every record through it). */
export function loadWholeEngine(): Promise<SearchEngine> {
  startSearchLoad();
  return wholeLoad ?? Promise.reject(state.error ?? new Error('The search index could not be loaded.'));
}

/**
 * The engine that can answer now: the whole index's once built, else the headings' once in,
 * else whichever arrives first. Rejects when the whole index failed to load.
 */
async function answeringEngine(): Promise<SearchEngine> {
  const failedBefore = state.phase === 'failed';
  startSearchLoad();
  if (wholeEngine) return wholeEngine;
  const whole = loadWholeEngine();
  // After a failure only the whole index answers: the search shows its error again, or recovers.
  if (failedBefore) return whole;
  if (headingsEngine) return headingsEngine;
  // A headings load that fails leaves the answer to the whole index.
  return Promise.race([whole, headingsLoad ? headingsLoad.catch(() => whole) : whole]);
}

/** One search, answered with structured matches by the engine that can answer now; `wholeIndex` says which did. */
export async function searchSite(request: SearchRequest): Promise<MatchedSearchResult & {wholeIndex: boolean}> {
  const engine = await answeringEngine();
  const result = await engine.findMatches(request);
  return {...result, wholeIndex: engine === wholeEngine};
}

/** Queries sure to find pages (the largest top-level sections), for the no-results screens. */
export async function searchSuggestions(count: number): Promise<string[]> {
  return (await loadWholeEngine()).suggestions(count);
}

/** The index's headings, fetched ahead once the page is idle: the first letters typed then find titles at once. */
export function prefetchSearchHeadings(): void {
  void fetchHeadings().catch(ignore);
}
