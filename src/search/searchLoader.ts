/**
 * The one loader of the embedded search, outside React: it alone starts a download and it alone
 * retries one. Each chunk has one path in (its `SearchChunks` entry) and is fetched once; a failed
 * one is forgotten, so the next call fetches it again. The index's state is a small machine:
 *
 *   idle → loading → headings → ready        (the index's headings answer first, then the whole index)
 *                  ↘ failed → (the next search or retry) loading
 *
 * The modal's code is a chunk of its own with its own state. Once a page is idle, `prefetch`
 * fetches what a first search needs (the modal, the engine, the index's headings) and builds the
 * headings' engine, so a tap opens the modal at once; the index's words come on intent
 * (`start`). ARCHITECTURE.md "What loads when".
 */
import type {FindOptions, MatchedSearchResult, SearchEngine, SearchRequest} from './createLocalSearchClient';
import type {SearchIndex} from './searchIndex';

export type SearchPhase = 'idle' | 'loading' | 'headings' | 'ready' | 'failed';
export type ModalPhase = 'idle' | 'loading' | 'ready' | 'failed';

export type SearchLoaderState = {phase: SearchPhase; error: Error | null; modal: ModalPhase};

/** The engine's chunk: builds an engine over the index (or its headings alone). */
export type EngineModule = {buildEngine(index: SearchIndex): Promise<SearchEngine>};

/** How each chunk is fetched (dynamic imports in the site: src/theme/SearchBar/siteSearch.ts). */
export type SearchChunks<Modal> = {
  modal: () => Promise<Modal>;
  engine: () => Promise<EngineModule>;
  /** The index without its words (`terms` and `postings` empty): enough to search titles. */
  headings: () => Promise<{default: SearchIndex}>;
  words: () => Promise<{default: Pick<SearchIndex, 'terms' | 'postings'>}>;
};

type Once<T> = {get(): Promise<T>; readonly value: T | null};

/** A value fetched once; a failure is forgotten, so the next `get` fetches it again. */
function once<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  return {
    get() {
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get value() {
      return value;
    },
  };
}

function asError(cause: unknown): Error {
  return cause instanceof Error ? cause : new Error(String(cause));
}

const ignore = () => undefined;

/** Each chunk fetched once, and the headings' engine built once, from them. */
function fetchedOnce<Modal>(chunks: SearchChunks<Modal>) {
  const engineModule = once(chunks.engine);
  const headings = once(chunks.headings);
  const words = once(chunks.words);
  return {
    modal: once(chunks.modal),
    headingsEngine: once(async () => {
      const [module, index] = await Promise.all([engineModule.get(), headings.get()]);
      return module.buildEngine(index.default);
    }),
    async buildWholeEngine() {
      const [module, index, indexWords] = await Promise.all([engineModule.get(), headings.get(), words.get()]);
      return module.buildEngine({...index.default, ...indexWords.default});
    },
  };
}

export type SearchLoader<Modal> = ReturnType<typeof createSearchLoader<Modal>>;

export function createSearchLoader<Modal>(chunks: SearchChunks<Modal>) {
  let state: SearchLoaderState = {phase: 'idle', error: null, modal: 'idle'};
  const listeners = new Set<() => void>();
  const setState = (change: Partial<SearchLoaderState>) => {
    state = {...state, ...change};
    listeners.forEach((listener) => listener());
  };

  const {modal, headingsEngine, buildWholeEngine} = fetchedOnce(chunks);
  /** The whole index's engine: built once, by `loadIndex`; a failed build is forgotten with the state `failed`. */
  let wholeLoad: Promise<SearchEngine> | null = null;
  let wholeEngine: SearchEngine | null = null;
  /** A search asked while the whole index was loading (see loadIndex's failure). */
  let searchedWhileLoading = false;

  /** The modal's code (again, after a failure). */
  function loadModal(): Promise<Modal> {
    if (!modal.value && state.modal !== 'loading') setState({modal: 'loading'});
    const load = modal.get();
    load.then(
      () => state.modal !== 'ready' && setState({modal: 'ready'}),
      () => state.modal !== 'failed' && setState({modal: 'failed'}),
    );
    return load;
  }

  /** Intent to search: the whole index starts loading (once; again after a failure). Safe to call on every sign of intent. */
  function loadIndex(): Promise<SearchEngine> {
    if (wholeLoad) return wholeLoad;
    searchedWhileLoading = false;
    if (state.phase === 'idle' || state.phase === 'failed') setState({phase: 'loading', error: null});
    headingsEngine.get().then(() => state.phase === 'loading' && setState({phase: 'headings'}), ignore);
    const load = buildWholeEngine();
    wholeLoad = load;
    load.then(
      (engine) => {
        wholeEngine = engine;
        setState({phase: 'ready', error: null});
      },
      (error: unknown) => {
        wholeLoad = null;
        // A search made meanwhile may have come after the network did: it gets a load of its own
        // before the error shows, or the reader's last key would leave the error up with nothing to retry.
        if (searchedWhileLoading) void loadIndex().catch(ignore);
        else setState({phase: 'failed', error: asError(error)});
      },
    );
    return load;
  }

  /**
   * The engine that can answer now: the whole index's once built, else the headings' once in,
   * else whichever arrives first. Rejects when the whole index failed to load.
   */
  function answeringEngine(): Promise<SearchEngine> {
    const failedBefore = state.phase === 'failed';
    if (wholeLoad && !wholeEngine) searchedWhileLoading = true;
    const whole = loadIndex();
    if (wholeEngine) return whole;
    // After a failure only the whole index answers: the search shows its error again, or recovers.
    if (failedBefore) return whole;
    if (headingsEngine.value) return Promise.resolve(headingsEngine.value);
    // A headings load that fails leaves the answer to the whole index.
    return Promise.race([whole, headingsEngine.get().catch(() => whole)]);
  }

  return {
    getState: (): SearchLoaderState => state,
    /** For useSyncExternalStore: `listener` runs on every change of state. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The modal's module once its code is in, else null. */
    modal: (): Modal | null => modal.value,
    loadModal,
    start(): void {
      void loadIndex().catch(ignore);
    },
    /** After a failure: loads again (the modal's and the search page's Retry). */
    retry(): void {
      if (state.phase === 'failed') void loadIndex().catch(ignore);
    },
    /** Once a page is idle: what a first search needs, so a tap opens it at once (not the index's words). */
    prefetch(): void {
      void loadModal().catch(ignore);
      void headingsEngine.get().catch(ignore);
    },
    /** The whole index's engine (Ask AI and the search page read every record through it). */
    loadWholeEngine: loadIndex,
    /** One search, answered with structured matches by the engine that can answer now; `wholeIndex` says which did. */
    async search(request: SearchRequest, options?: FindOptions): Promise<MatchedSearchResult & {wholeIndex: boolean}> {
      const engine = await answeringEngine();
      const result = await engine.findMatches(request, options);
      return {...result, wholeIndex: engine === wholeEngine};
    },
    /** Queries sure to find pages (the largest top-level sections), for the no-results screens. */
    async suggestions(count: number): Promise<string[]> {
      return (await loadIndex()).suggestions(count);
    },
  };
}
