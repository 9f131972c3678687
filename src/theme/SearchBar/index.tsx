/**
 * Wraps the theme's SearchBar. With Algolia configured it renders unchanged;
 * otherwise it drives the same DocSearch modal with the embedded client, and
 * without the stock bar's preconnect to Algolia (DECISIONS.md: no third-party
 * requests by default), which is why this path does not render the original.
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
import OriginalSearchBar from '@theme-original/SearchBar';
// The button is on every page, so its small stylesheet ships up front; the modal's loads with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import type {LocalSearchClient} from '@site/src/search/createLocalSearchClient';
import ModalScreens from './ModalScreens';
import {selectionQuery, snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';

/** Props the stock SearchBar accepts (they override themeConfig.algolia). */
type Props = Record<string, unknown>;

let DocSearchModal: typeof DocSearchModalType | null = null;
let siteSearchClient: LocalSearchClient | null = null;

/** Modal, styles and the embedded client load on first intent (focus, hover, touch, shortcut). */
function importSearchIfNeeded(): Promise<void> {
  if (DocSearchModal && siteSearchClient) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import(/* webpackChunkName: "search-engine" */ '@site/src/search/siteSearchClient'),
  ]).then(([{DocSearchModal: Modal}, , , client]) => {
    DocSearchModal = Modal;
    siteSearchClient = client.siteSearchClient;
  });
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function EmbeddedDocSearch(): ReactNode {
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
    void importSearchIfNeeded().then(() => setIsOpen(true));
  }, []);

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

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={importSearchIfNeeded}
        onFocus={importSearchIfNeeded}
        onMouseOver={importSearchIfNeeded}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            appId="embedded"
            apiKey="embedded"
            indexName="surge"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            // The embedded client answers the same calls as Algolia's (src/search/createLocalSearchClient.ts).
            transformSearchClient={() => siteSearchClient as unknown as DocSearchTransformClient}
            resultsFooterComponent={resultsFooterComponent}
            searchParameters={searchParameters}
            maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
            recentSearchesLimit={7}
            recentSearchesWithFavoritesLimit={4}
            insights={false}
            // Ask-AI is not configured for the embedded index yet.
            onAskAiToggle={() => {}}
            translations={translations.modal}
          />,
          container,
        )}
      {isOpen && container && siteSearchClient && (
        <ModalScreens
          container={container}
          loadSuggestions={loadSuggestions}
          onOutcome={siteSearchClient.onOutcome}
          translations={SCREEN_TRANSLATIONS}
        />
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

function loadSuggestions(): Promise<string[]> {
  return siteSearchClient ? siteSearchClient.suggestions(3) : Promise.resolve([]);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const isEmbedded = (siteConfig.customFields?.searchMode ?? 'embedded') === 'embedded';
  return isEmbedded ? <EmbeddedDocSearch /> : <OriginalSearchBar {...props} />;
}
