/**
 * The DocSearch button and modal, over the embedded index or over Algolia.
 * Replaces the theme's SearchBar rather than wrapping it: the stock bar always
 * preconnects to Algolia (DECISIONS.md: no third-party request by default) and
 * cannot show DocSearch 4.7's blank screens (ModalScreens fills them).
 */
import {type JSX, type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useStableFacetFilters} from '@site/src/search/useStableFacetFilters';
import translations from '@theme/SearchTranslations';
// The button is on every page, so its small stylesheet ships up front; the modal's loads with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import Head from '@docusaurus/Head';
import type {LocalSearchClient} from '@site/src/search/createLocalSearchClient';
import {observeSearchOutcomes, type SearchOutcomeListener} from '@site/src/search/observeSearchOutcomes';
import ModalScreens from './ModalScreens';
import {selectionQuery, snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';


type SearchMode = 'embedded' | 'algolia';

let DocSearchModal: typeof DocSearchModalType | null = null;
let siteSearchClient: LocalSearchClient | null = null;

/** Every search's outcome, for the error screen (ModalScreens). */
const outcomeListeners = new Set<SearchOutcomeListener>();
const reportOutcome: SearchOutcomeListener = (error) => outcomeListeners.forEach((listener) => listener(error));
function onOutcome(listener: SearchOutcomeListener): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

/** Modal, styles and (embedded mode) the site's client load on first intent: focus, hover, touch, shortcut. */
function importSearchIfNeeded(mode: SearchMode): Promise<void> {
  if (DocSearchModal && (mode === 'algolia' || siteSearchClient)) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    mode === 'embedded' ? import(/* webpackChunkName: "search-engine" */ '@site/src/search/siteSearchClient') : null,
  ]).then(([{DocSearchModal: Modal}, , , client]) => {
    DocSearchModal = Modal;
    if (client) siteSearchClient = client.siteSearchClient;
  });
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function SiteDocSearch({mode, suggestions}: {mode: SearchMode; suggestions: string[]}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as {appId: string; apiKey: string; indexName: string; insights?: boolean};
  const history = useHistory();
  const searchPagePath = useBaseUrl('/search');
  const contextualFacetFilters = useStableFacetFilters();
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [snippetWords, setSnippetWords] = useState<number>(SEARCH_LIMITS.snippetWords);

  const openModal = useCallback(() => {
    setContainer((current) => current ?? document.body.insertBefore(document.createElement('div'), document.body.firstChild));
    setSnippetWords(snippetWordsFor(window.innerWidth));
    setInitialQuery((typed) => typed ?? selectionQuery(window.getSelection()?.toString()));
    void importSearchIfNeeded(mode).then(() => setIsOpen(true));
  }, [mode]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    searchButtonRef.current?.focus();
  }, []);

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

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, onInput, searchButtonRef});

  // The shortcut hint is already in the button's name ("Search (Control+k)"); as visible
  // text it would make the name and label differ for speech input (WCAG 2.5.3).
  // DocSearch renders the keys after detecting the platform, so watch for them.
  useEffect(() => {
    const button = searchButtonRef.current;
    if (!button) return;
    const hideKeys = () => button.querySelector('.DocSearch-Button-Keys')?.setAttribute('aria-hidden', 'true');
    hideKeys();
    const observer = new MutationObserver(hideKeys);
    observer.observe(button, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  // DocSearch 4 sets maxlength 512 on its input; spec §5 caps keyword queries at 64.
  useEffect(() => {
    if (!isOpen || !container) return;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = SEARCH_LIMITS.maxQueryLength;
  }, [isOpen, container]);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );

  const searchParameters = useMemo(
    () => ({
      facetFilters: contextualFacetFilters,
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: [
        ...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`),
        `content:${snippetWords}`,
      ],
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
        mode === 'embedded' ? (siteSearchClient as unknown as DocSearchTransformClient) : algoliaClient,
        reportOutcome,
      ),
    [mode],
  );

  const loadSuggestions = useCallback(
    () => (mode === 'embedded' && siteSearchClient ? siteSearchClient.suggestions(3) : Promise.resolve(suggestions)),
    [mode, suggestions],
  );

  const prepare = useCallback(() => importSearchIfNeeded(mode), [mode]);

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
      />
      {isOpen &&
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
            recentSearchesLimit={7}
            recentSearchesWithFavoritesLimit={4}
            insights={mode === 'algolia' && Boolean(algolia.insights)}
            // Ask-AI is not configured for the embedded index yet.
            onAskAiToggle={() => {}}
            translations={translations.modal}
          />,
          container,
        )}
      {isOpen && container && (
        <ModalScreens container={container} loadSuggestions={loadSuggestions} onOutcome={onOutcome} translations={SCREEN_TRANSLATIONS} />
      )}
    </>
  );
}

const SCREEN_TRANSLATIONS = {
  noRecentSearchesText: translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches',
  suggestedQueryText: translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for',
  errorTitleText: translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results',
  errorHelpText: translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.',
};

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const mode = siteConfig.customFields?.searchMode === 'algolia' ? 'algolia' : 'embedded';
  const suggestions = (siteConfig.customFields?.searchSuggestions as string[] | undefined) ?? [];
  return <SiteDocSearch mode={mode} suggestions={suggestions} />;
}
