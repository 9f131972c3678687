/**
 * The DocSearch button and modal, over the embedded index or over Algolia.
 * Replaces the theme's SearchBar rather than wrapping it: the stock bar always
 * preconnects to Algolia (the site makes no third-party request by default) and
 * cannot show DocSearch 4.7's blank screens (ModalScreens fills them).
 * Ask AI (ARCHITECTURE.md "Ask AI"): DocSearch's own with an Algolia assistant; otherwise the
 * modal still offers it, intercepts every question and answers it from the
 * docs (AskAiAnswers, loaded on the first question).
 */
import {type JSX, type ReactNode, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useStableFacetFilters} from '@site/src/search/useStableFacetFilters';
import translations from '@theme/SearchTranslations';
// The button is on every page, so its small stylesheet ships up front; the modal's loads with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';
import Head from '@docusaurus/Head';
import type {FacetFilters, LocalSearchClient} from '@site/src/search/createLocalSearchClient';
import {observeSearchOutcomes, type SearchOutcomeListener} from '@site/src/search/observeSearchOutcomes';
import ModalStandIn from './ModalStandIn';
import {whenInteractiveAndIdle} from './whenInteractiveAndIdle';
import type {EnterAction} from './useEnterFollowsIntent';
import {selectionQuery, snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';
import {readGenerativeConfig, RUNTIME_OVERRIDE_GLOBAL} from '@site/src/ask/readGenerativeConfig';
import {ASK_LIMITS} from '@site/src/ask/types';
import type {AskedQuestion} from '@site/src/components/AskAiAnswers';
import {loadAlgoliaInsights, type InsightsCredentials} from '@site/src/search/loadAlgoliaInsights';

const AskAiAnswers = lazy(() => import(/* webpackChunkName: "ask-ai" */ '@site/src/components/AskAiAnswers'));

/**
 * DocSearch offers Ask AI only with an assistant id; this one never reaches
 * Algolia, because interceptAskAiEvent takes every question.
 */
const LOCAL_ASSISTANT_ID = 'surge-docs-local';

/** The embedded clients' code, loaded when search or Ask AI first needs it (Algolia mode loads it for Ask AI only). */
function loadSiteSearch() {
  return import(/* webpackChunkName: "search-engine" */ '@site/src/search/siteSearchClient');
}

/** The index's two chunks (src/search/loadSearchSource.ts reads them): started here, they need not wait for the engine's. */
const loadHeadings = () => import(/* webpackChunkName: "search-headings" */ '@surge/search-index/headings');
const loadWords = () => import(/* webpackChunkName: "search-index" */ '@surge/search-index/words');

function loadSiteSearchClient(): Promise<LocalSearchClient> {
  return loadSiteSearch().then((module) => module.siteSearchClient);
}

/** Whether the browser asks to save data, as Docusaurus's own prefetching checks (no prefetch then). */
function savesData(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/**
 * Once the page is interactive and idle, the index's headings (about 14 KB gzip, a quarter of
 * the index): the first letters a reader types then find titles at once (the stand-in's
 * hits), while the words of the index load on intent. Not when the browser asks to save data.
 */
function prefetchHeadings(): () => void {
  if (savesData()) return () => undefined;
  return whenInteractiveAndIdle(() => void loadHeadings().catch(() => undefined));
}

/**
 * The embedded client as DocSearch sees it: each call loads the engine's chunk
 * first, so a chunk that failed to load (a dropped connection) is asked for
 * again by the next search, and the failure shows as a failed search.
 */
const lazySiteSearchClient: LocalSearchClient = {
  search: (input) => loadSiteSearchClient().then((client) => client.search(input)),
  suggestions: (count) => loadSiteSearchClient().then((client) => client.suggestions(count)),
  loadEngine: () => loadSiteSearchClient().then((client) => client.loadEngine()),
};

type SearchMode = 'embedded' | 'algolia';

let askedQuestions = 0;

let DocSearchModal: typeof DocSearchModalType | null = null;
let modalParts: typeof import('./modalParts') | null = null;
/** Settled before the modal first opens: DocSearch reads its insights option once, on mount. */
let sendsInsights = false;

/** Every search's outcome, for the error screen (ModalScreens). */
const outcomeListeners = new Set<SearchOutcomeListener>();
const reportOutcome: SearchOutcomeListener = (error) => outcomeListeners.forEach((listener) => listener(error));
function onOutcome(listener: SearchOutcomeListener): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

/**
 * The modal's code and styles, loaded on the first sign of intent (focus, hover or touch on
 * the button, the first key of a shortcut). Not when the page is idle: DocSearch's modal is
 * 112 KB gzip, which would take a first visit past its size budget (ARCHITECTURE.md "Budgets").
 * Meanwhile a click opens ModalStandIn at once, and what the reader types there carries over.
 * With Insights configured (Algolia mode), its client loads alongside. A failed load is
 * not kept: the next call asks again.
 */
function loadModalCode(insights: InsightsCredentials | null): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "docsearch-modal" */ './modalParts'),
    import('@docsearch/css/dist/modal.css'),
    import('./modal.css'),
    insights ? loadAlgoliaInsights(insights) : false,
  ]).then(([{DocSearchModal: Modal}, parts, , , insightsLoaded]) => {
    DocSearchModal = Modal;
    modalParts = parts;
    sendsInsights = insightsLoaded;
  });
}

/**
 * What intent loads: in embedded mode the engine and its index first, then the modal's code,
 * so that on a slow connection the index is not sharing the bandwidth with DocSearch's 112 KB
 * and the stand-in lists hits sooner (on the emulated phone the index arrives in about 0.5 s
 * instead of 0.75 s; `npm run bench:search`). A failed index still loads the modal, whose
 * error screen reports it.
 */
function loadSearch(mode: SearchMode, insights: InsightsCredentials | null): Promise<void> {
  if (mode !== 'embedded') return loadModalCode(insights);
  const noop = () => undefined;
  // The index is asked for now, not once the engine's chunk has run and asks for it: one round trip less.
  return Promise.all([loadHeadings().then(noop, noop), loadWords().then(noop, noop), lazySiteSearchClient.loadEngine().then(noop, noop)]).then(() =>
    loadModalCode(insights),
  );
}

/** Recent searches DocSearch keeps: 7, or 4 beside favourites (its recentSearchesLimit props below). */
const RECENT_SEARCH_LIMITS = {alone: 7, besideFavorites: 4};

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

type ThemeAlgolia = {
  appId: string;
  apiKey: string;
  indexName: string;
  insights?: boolean;
  /** Set with ALGOLIA_ASSISTANT_ID; the theme's config validation turns the id into this object. */
  askAi?: {assistantId: string; indexName: string; apiKey: string; appId: string; searchParameters?: {facetFilters?: FacetFilters}};
};

function SiteDocSearch({mode, suggestions}: {mode: SearchMode; suggestions: string[]}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeAlgolia;
  const history = useHistory();
  const location = useLocation();
  const searchPagePath = useBaseUrl('/search');
  const contextualFacetFilters = useStableFacetFilters();
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  /** Until the modal's own code and styles are in, ModalStandIn shows instead: loading, or failed with a retry. */
  const [modalCode, setModalCode] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [retrying, setRetrying] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [snippetWords, setSnippetWords] = useState<number>(SEARCH_LIMITS.snippetWords);
  const [isAskAiActive, setIsAskAiActive] = useState(false);
  const [questions, setQuestions] = useState<AskedQuestion[]>([]);
  const answersLocally = !algolia.askAi;
  const [enterAction, setEnterAction] = useState<EnterAction>(null);
  /** The whole index is in (embedded mode): the stand-in's hits come from it, not from the headings alone. */
  const [indexReady, setIndexReady] = useState(false);
  /** A question the reader asked in the stand-in: Ask AI answers it once DocSearch's modal is in. */
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);

  const insights = useMemo(
    () => (mode === 'algolia' && algolia.insights ? {appId: algolia.appId, apiKey: algolia.apiKey} : null),
    [mode, algolia.insights, algolia.appId, algolia.apiKey],
  );

  /**
   * On intent: the engine and its index (embedded mode), then the modal's code (loadSearch).
   * The stand-in takes the reader's typing meanwhile and lists the hits once the index is in.
   * Failures show once the modal opens.
   */
  const startLoading = useCallback(() => {
    if (mode === 'embedded') {
      // The headings' engine answers the first letters; the whole index's replaces it once built.
      void loadSiteSearch()
        .then((module) => module.headingsSearchClient.loadEngine())
        .catch(() => undefined);
      void lazySiteSearchClient.loadEngine().then(
        () => setIndexReady(true),
        () => undefined,
      );
    }
    return loadSearch(mode, insights);
  }, [mode, insights]);
  const prepare = useCallback(() => void startLoading().catch(() => undefined), [startLoading]);

  const openModal = useCallback(() => {
    setContainer((current) => current ?? document.body.insertBefore(document.createElement('div'), document.body.firstChild));
    setSnippetWords(snippetWordsFor(window.innerWidth));
    setInitialQuery((typed) => typed ?? selectionQuery(window.getSelection()?.toString()));
    // The modal shows at once: the stand-in takes the reader's typing until DocSearch's code is in.
    setModalCode(DocSearchModal ? 'ready' : 'loading');
    setIsOpen(true);
    void startLoading().then(
      () => setModalCode('ready'),
      () => setModalCode('unavailable'),
    );
  }, [startLoading]);

  const retryModalCode = useCallback(() => {
    setRetrying(true);
    void loadModalCode(insights).then(
      () => {
        setRetrying(false);
        setModalCode('ready');
      },
      () => setRetrying(false),
    );
  }, [insights]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setPendingQuestion(null);
    setEnterAction(null);
    setInitialQuery(undefined);
    setIsAskAiActive(false);
    setQuestions([]);
    searchButtonRef.current?.focus();
  }, []);

  const focusInput = useCallback(() => {
    requestAnimationFrame(() => container?.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus());
  }, [container]);

  const onAskAiToggle = useCallback(
    (active: boolean) => {
      setIsAskAiActive(active);
      if (active) return;
      // Back to keyword search: a new conversation next time, and the reader types where they left off.
      setQuestions([]);
      focusInput();
    },
    [focusInput],
  );

  const interceptAskAiEvent = useCallback((message: {query: string}) => {
    const text = message.query.trim().slice(0, ASK_LIMITS.maxQuestionLength);
    if (text) setQuestions((asked) => [...asked, {id: ++askedQuestions, text}]);
    setIsAskAiActive(true);
    return true;
  }, []);

  // Enter on a question in the stand-in is not lost: the local Ask AI takes it once the modal is in.
  useEffect(() => {
    if (pendingQuestion === null || modalCode !== 'ready' || !isOpen) return;
    setPendingQuestion(null);
    if (answersLocally) interceptAskAiEvent({query: pendingQuestion});
  }, [pendingQuestion, modalCode, isOpen, answersLocally, interceptAskAiEvent]);

  // A keyword search the Ask-AI screen hands over; run once DocSearch has left its Ask-AI mode.
  const [handedOverQuery, setHandedOverQuery] = useState<string | null>(null);
  const searchInstead = useCallback(
    (query: string) => {
      onAskAiToggle(false);
      setHandedOverQuery(query);
    },
    [onAskAiToggle],
  );
  useEffect(() => {
    if (handedOverQuery === null || isAskAiActive) return;
    setHandedOverQuery(null);
    const input = container?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    // Typed the way a reader would, so DocSearch's own state follows.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, handedOverQuery);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.focus();
  }, [handedOverQuery, isAskAiActive, container]);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // Typing a character opens the modal with it, instead of losing it.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  // Escape leaves Ask AI first, then closes the modal.
  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef, isAskAiActive, onAskAiToggle});

  // The button shows its shortcut as a hint drawn by CSS (src/css/custom.css), not as text:
  // DocSearch's <kbd> keys run into "Search" ("SearchCtrlK"), so the visible label and the
  // name "Search (Control+k)" would differ for speech input (WCAG 2.5.3). The shortcut stays
  // in aria-keyshortcuts. The platform is known only in the browser, as in DocSearch.
  const [shortcutHint, setShortcutHint] = useState<string | undefined>(undefined);
  useEffect(() => setShortcutHint(/(Mac|iPhone|iPod|iPad)/i.test(window.navigator.platform) ? '⌘ K' : 'Ctrl K'), []);

  // DocSearch's conversation menu (new conversation, history) drives its own chat, which local answers do not use.
  useEffect(() => {
    container?.toggleAttribute('data-ask-ai-local', answersLocally);
  }, [container, answersLocally]);

  // DocSearch's modal replaces the stand-in in one commit, but focuses its field only in a passive
  // effect, after paint (when it opens with a query): a key pressed in between went to the page and
  // was lost. Focusing in the commit itself leaves no gap; the caret goes after what was typed.
  useLayoutEffect(() => {
    if (!isOpen || modalCode !== 'ready' || !container) return;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input || container.contains(document.activeElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [isOpen, modalCode, container]);

  // The search bar's header, while the keyword query fills the field: the note below it says why keys stop.
  const [queryLimitHost, setQueryLimitHost] = useState<Element | null>(null);
  useEffect(() => {
    if (!isOpen || modalCode !== 'ready' || !container) return undefined;
    const update = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      const full = !isAskAiActive && input !== null && input.value.length >= SEARCH_LIMITS.maxQueryLength;
      setQueryLimitHost(full ? container.querySelector('.DocSearch-SearchBar') : null);
    };
    update();
    // React mirrors the field's value into its attribute, also when DocSearch sets it without an
    // input event (its Clear button, a query handed over from Ask AI).
    const watcher = new MutationObserver(update);
    watcher.observe(container, {subtree: true, attributeFilter: ['value']});
    return () => {
      watcher.disconnect();
      setQueryLimitHost(null);
    };
  }, [isOpen, modalCode, container, isAskAiActive]);

  // DocSearch 4 sets maxlength 512 on its input; keyword queries are capped at 64 (SEARCH_LIMITS) and 512 is left to questions.
  useEffect(() => {
    if (!isOpen || !container) return;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = isAskAiActive ? ASK_LIMITS.maxQuestionLength : SEARCH_LIMITS.maxQueryLength;
  }, [isOpen, modalCode, container, isAskAiActive]);

  const askAi = useMemo<DocSearchModalProps['askAi']>(() => {
    if (algolia.askAi) {
      // As the theme's useAlgoliaAskAi does: the assistant searches the same docs version and language.
      // DocSearch types these filters flat, but passes them to Algolia as they are, nested ORs included.
      const facetFilters = [...[algolia.askAi.searchParameters?.facetFilters ?? []].flat(), ...contextualFacetFilters] as string[];
      return {...algolia.askAi, searchParameters: {...algolia.askAi.searchParameters, facetFilters}};
    }
    return LOCAL_ASSISTANT_ID;
  }, [algolia.askAi, contextualFacetFilters]);

  const generative = useMemo(
    () =>
      readGenerativeConfig(
        siteConfig.customFields?.askAi,
        typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[RUNTIME_OVERRIDE_GLOBAL],
      ),
    [siteConfig.customFields?.askAi],
  );

  const modalTranslations = useMemo(() => {
    // The footer's Enter hint says what Enter does now (useEnterFollowsIntent).
    const selectText = enterAction === 'open' ? 'Open page' : enterAction === 'ask' ? 'Ask AI' : translations.modal?.footer?.selectText;
    const withFooter = {...translations.modal, footer: {...translations.modal?.footer, selectText}};
    if (!answersLocally) return withFooter;
    // The screen's header says where local answers come from (DocSearch's default speaks of AI).
    const disclaimerText = generative
      ? 'Answers are written by a language model from sections of this documentation and cite them. Check important details there.'
      : 'Answers come from this documentation only, each citing the sections it quotes.';
    return {...withFooter, askAiScreen: {...translations.modal?.askAiScreen, disclaimerText}};
  }, [answersLocally, generative, enterAction]);

  const loadEngine = useCallback(() => loadSiteSearchClient().then((client) => client.loadEngine()), []);

  const navigator = useMemo<DocSearchModalProps['navigator']>(() => ({navigate: ({itemUrl}) => history.push(itemUrl)}), [history]);

  const searchParameters = useMemo(
    () => ({
      facetFilters: contextualFacetFilters,
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`), `content:${snippetWords}`],
    }),
    [contextualFacetFilters, snippetWords],
  );

  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => (
      <Link to={`${searchPagePath}?q=${encodeURIComponent(state.query)}`} onClick={closeModal}>
        See all {state.context.nbHits as number} results
      </Link>
    ),
    [searchPagePath, closeModal],
  );

  const transformSearchClient = useCallback(
    (algoliaClient: DocSearchTransformClient) =>
      observeSearchOutcomes(
        // The embedded client answers the same calls as Algolia's (src/search/createLocalSearchClient.ts).
        mode === 'embedded' ? (lazySiteSearchClient as unknown as DocSearchTransformClient) : algoliaClient,
        reportOutcome,
      ),
    [mode],
  );

  const loadSuggestions = useCallback(() => (mode === 'embedded' ? lazySiteSearchClient.suggestions(3) : Promise.resolve(suggestions)), [mode, suggestions]);

  useEffect(() => (mode === 'embedded' ? prefetchHeadings() : undefined), [mode]);

  // The stand-in's hits: the same request DocSearch will send, so the same hits in the same order.
  const searchForStandIn = useCallback(
    (query: string) =>
      loadSiteSearch()
        .then((module) => (indexReady ? module.siteSearchClient : module.headingsSearchClient))
        .then((client) => client.search({requests: [{indexName: algolia.indexName, query, ...searchParameters}]}))
        .then(({results}) => ({hits: results[0]?.hits ?? [], wholeIndex: indexReady})),
    [algolia.indexName, searchParameters, indexReady],
  );
  const followStandInHit = useCallback(
    (url: string) => {
      closeModal();
      history.push(url);
    },
    [closeModal, history],
  );

  // A page that renders while the modal is open (a reader who reopened search right after following
  // a hit) must not take the focus: the theme moves it to the top of each new page (SkipToContent).
  useEffect(() => {
    if (!isOpen || !container) return;
    const keepFocus = () => {
      if (!container.contains(document.activeElement)) container.querySelector<HTMLElement>('input')?.focus();
    };
    keepFocus();
    const frame = requestAnimationFrame(keepFocus);
    return () => cancelAnimationFrame(frame);
  }, [location, isOpen, container]);

  // The first key of Ctrl+K or ⌘K is intent enough.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') prepare();
    };
    window.addEventListener('keydown', onKeyDown, {passive: true});
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [prepare]);

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        translations={translations.button}
        keyboardShortcuts={{'Ctrl/Cmd+K': false}}
        aria-keyshortcuts={shortcutHint ? (shortcutHint.startsWith('⌘') ? 'Meta+K' : 'Control+K') : undefined}
        data-shortcut-hint={shortcutHint}
      />
      {isOpen &&
        modalCode !== 'ready' &&
        container &&
        createPortal(
          <ModalStandIn
            state={modalCode}
            query={initialQuery ?? ''}
            onQueryChange={setInitialQuery}
            search={mode === 'embedded' ? searchForStandIn : null}
            indexName={algolia.indexName}
            recentLimits={RECENT_SEARCH_LIMITS}
            onNavigate={followStandInHit}
            onRetry={retryModalCode}
            onAsk={setPendingQuestion}
            asking={pendingQuestion !== null}
            onClose={closeModal}
            retrying={retrying}
            maxQueryLength={SEARCH_LIMITS.maxQueryLength}
            translations={STAND_IN_TRANSLATIONS}
          />,
          container,
        )}
      {isOpen &&
        modalCode === 'ready' &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            searchParameters={searchParameters}
            maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
            recentSearchesLimit={RECENT_SEARCH_LIMITS.alone}
            recentSearchesWithFavoritesLimit={RECENT_SEARCH_LIMITS.besideFavorites}
            insights={sendsInsights}
            askAi={askAi}
            isAskAiActive={isAskAiActive}
            onAskAiToggle={onAskAiToggle}
            {...(answersLocally ? {interceptAskAiEvent} : {})}
            translations={modalTranslations}
          />,
          container,
        )}
      {queryLimitHost &&
        createPortal(
          <p role="status" className="search-query-limit">
            {QUERY_LIMIT_TEXT}
          </p>,
          queryLimitHost,
        )}
      {isOpen && container && answersLocally && isAskAiActive && questions.length > 0 && (
        <Suspense fallback={null}>
          <AskAiAnswers
            container={container}
            questions={questions}
            filters={contextualFacetFilters}
            generative={generative}
            loadEngine={loadEngine}
            onNavigate={closeModal}
            onSearchInstead={searchInstead}
          />
        </Suspense>
      )}
      {isOpen && modalCode === 'ready' && !isAskAiActive && container && modalParts && (
        <modalParts.EnterFollowsIntent container={container} onAction={setEnterAction} />
      )}
      {isOpen && modalCode === 'ready' && container && modalParts && (
        <modalParts.ModalScreens container={container} loadSuggestions={loadSuggestions} onOutcome={onOutcome} translations={SCREEN_TRANSLATIONS} />
      )}
    </>
  );
}

const SCREEN_TRANSLATIONS = {
  noRecentSearchesText: translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches',
  suggestedQueryText: translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for',
  errorTitleText: translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results',
  errorHelpText: translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.',
  retryText: 'Try again',
};

/** Shown once a keyword search is as long as the field takes: the browser drops further keys without a word. */
const QUERY_LIMIT_TEXT = `Searches stop at ${SEARCH_LIMITS.maxQueryLength} characters. For a longer question, choose Ask AI and go on there.`;

const STAND_IN_TRANSLATIONS = {
  ...SCREEN_TRANSLATIONS,
  queryLimitText: QUERY_LIMIT_TEXT,
  loadingText: 'Loading search…',
  askingText: 'Ask AI will answer as soon as search has loaded…',
  resultsLabel: 'Results',
  placeholder: translations.modal?.searchBox?.placeholderText ?? 'Search docs',
  closeText: translations.modal?.footer?.closeText ?? 'Close',
};

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const mode = siteConfig.customFields?.searchMode === 'algolia' ? 'algolia' : 'embedded';
  const suggestions = (siteConfig.customFields?.searchSuggestions as string[] | undefined) ?? [];
  return <SiteDocSearch mode={mode} suggestions={suggestions} />;
}
