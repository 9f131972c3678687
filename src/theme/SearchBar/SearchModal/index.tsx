/**
 * The search modal of the embedded mode: one dialog from the first key to the last, on
 * @algolia/autocomplete-core (the headless combobox DocSearch itself is built on: ARIA, keyboard,
 * active item, the stalled status, open and close rules), drawn with DocSearch's markup and
 * @docsearch/css so it looks and reads as DocSearch. Searches go through the site's one loader
 * (src/search/searchLoader.ts): the index's headings answer until the whole index is in.
 * Ask AI is a screen of this modal (AskAiScreen).
 */
import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {createAutocomplete, type AutocompleteSource, type AutocompleteState, type OnSelectParams} from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {MatchedHit} from '@site/src/search/createLocalSearchClient';
import {modalHitGroups} from '@site/src/search/modalHitGroups';
import {queryIntent} from '@site/src/search/queryIntent';
import {getSearchLoaderState, retrySearchLoad, searchSite, searchSuggestions, subscribeToSearchLoader} from '@site/src/search/searchLoader';
import {snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';
import {useStableFacetFilters} from '@site/src/search/useStableFacetFilters';
import {ASK_LIMITS} from '@site/src/ask/types';
import {useStoredSearches} from './useStoredSearches';
import {AskAiScreen} from './AskAiScreen';
import {ErrorScreen, Footer, HitsSection, NoResultsScreen, StartScreen, type EnterAction} from './screens';
import {BackIcon, CloseIcon, LoadingIcon, SearchIcon} from './icons';
import '@docsearch/css/dist/modal.css';
import './modal.css';

/** An entry of the list: a hit, a stored search, or the Ask-AI entry for the query. */
export type ModalItem =
  | (MatchedHit & {kind: 'hit'; child: boolean; lastChild: boolean})
  | (Record<string, unknown> & {kind: 'recent' | 'favorite'; objectID: string; url: string; type: string; hierarchy: Record<string, string | null>})
  | {kind: 'ask'; objectID: string; url: ''; query: string};

export type ModalContext = {failed?: boolean; nbHits?: number; wholeIndex?: boolean};
export type ModalState = AutocompleteState<ModalItem>;

/** The index name DocSearch keys its stored searches by (themeConfig.algolia.indexName). */
const STORAGE_INDEX = 'surge';

const text = {
  placeholder: translations.modal?.searchBox?.placeholderText ?? 'Search docs',
  askPlaceholder: translations.modal?.searchBox?.placeholderTextAskAi ?? 'Ask another question...',
  clear: translations.modal?.searchBox?.clearButtonTitle ?? 'Clear the query',
  close: translations.modal?.searchBox?.closeButtonText ?? 'Cancel',
  back: 'Back to keyword search',
  queryLimit: `Searches stop at ${SEARCH_LIMITS.maxQueryLength} characters. For a longer question, choose Ask AI and go on there.`,
};

type Props = {
  initialQuery: string;
  onClose: () => void;
  /** The Ask-AI screen is up (the parent's Escape leaves it before closing the modal). */
  askAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};

/** Ctrl, Cmd, Shift or Alt held: the browser's way to ask for a new tab or window (a middle click fires auxclick, not click). */
function isModifierClick(event: unknown): boolean {
  const mouse = event as {ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean} | undefined;
  return Boolean(mouse && (mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey));
}

/** What Enter does with the active entry, for the footer's key hint. */
function enterActionOf(state: ModalState): EnterAction {
  if (state.activeItemId === null) return null;
  const item = state.collections.flatMap((collection) => collection.items)[state.activeItemId];
  if (!item) return null;
  return item.kind === 'ask' ? 'ask' : 'open';
}

/** The heading a stored search is saved under: a paragraph is remembered by the section it is in, as DocSearch does. */
function searchToStore(item: Extract<ModalItem, {kind: 'hit'}>): Record<string, unknown> & {objectID: string; url: string} {
  const {kind: _kind, child: _child, lastChild: _lastChild, matches: _matches, ...hit} = item;
  if (hit.type !== 'content') return hit;
  const deepest = [...HIERARCHY_LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl1';
  return {...hit, type: deepest, content: null};
}

// eslint-disable-next-line max-lines-per-function -- the modal's state (query, Autocomplete, stored searches, Ask AI) feeds its whole markup; the logic it calls is in src/search and its own modules, splitting the markup would pass that state down piece by piece.
export default function SearchModal({initialQuery, onClose, askAiActive, onAskAiToggle}: Props): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const filters = useStableFacetFilters();
  const stored = useStoredSearches(STORAGE_INDEX);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  /** The reader picked an entry (arrow keys or pointer) since the query last changed: the whole index's answer then does not replace the list. */
  const pickedRef = useRef(false);
  const [questions, setQuestions] = useState<{id: number; text: string}[]>([]);
  const [question, setQuestion] = useState('');

  // The latest of everything the autocomplete's callbacks read: it is created once.
  const latest = useRef({
    filters,
    stored,
    onClose,
    snippetWords: SEARCH_LIMITS.snippetWords as number,
    ask: (_query: string) => {},
    openInNewTab: (_item: ModalItem) => {},
  });
  latest.current.filters = filters;
  latest.current.stored = stored;
  latest.current.onClose = onClose;

  const ask = useCallback(
    (query: string) => {
      const asked = query.trim().slice(0, ASK_LIMITS.maxQuestionLength);
      if (!asked) return;
      setQuestions((earlier) => [...earlier, {id: earlier.length + 1, text: asked}]);
      setQuestion('');
      onAskAiToggle(true);
    },
    [onAskAiToggle],
  );
  latest.current.ask = ask;

  // A hit opened in a new tab (a modifier or middle click) is remembered like one opened here; the modal stays.
  const openInNewTab = useCallback(
    (item: ModalItem) => {
      if (item.kind === 'hit') stored.remember(searchToStore(item));
      window.open(item.url, '_blank', 'noopener');
    },
    [stored],
  );
  latest.current.openInNewTab = openInNewTab;

  const [autocomplete] = useState(() =>
    createAutocomplete<ModalItem, FormEvent, ReactMouseEvent, KeyboardEvent>({
      id: 'surge-search',
      defaultActiveItemId: 0,
      openOnFocus: true,
      stallThreshold: 300,
      initialState: {query: initialQuery, context: {}},
      navigator: {
        navigate: ({itemUrl}) => history.push(itemUrl),
        navigateNewTab: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
      },
      onStateChange: ({state}) => setState(state),
      async getSources({query, setContext}) {
        // Enter is followed by the navigator; a click is followed here (a modifier or middle click opens a new tab).
        const onSelectHit = ({item, event}: OnSelectParams<ModalItem>) => {
          const clicked = (event as Event | undefined)?.type === 'click';
          if (clicked && isModifierClick(event)) {
            latest.current.openInNewTab(item);
            return;
          }
          if (item.kind === 'hit') latest.current.stored.remember(searchToStore(item));
          latest.current.onClose();
          if (clicked) history.push(item.url);
        };
        const onActive = ({event}: {event: unknown}) => {
          const type = (event as Event | undefined)?.type;
          if (type === 'keydown' || type === 'mousemove') pickedRef.current = true;
        };
        const itemUrl = ({item}: {item: ModalItem}) => item.url || undefined;
        if (!query) {
          const {recent, favorites} = latest.current.stored;
          return [
            {
              sourceId: 'recent',
              getItems: () => recent.map((hit) => ({...hit, kind: 'recent'}) as ModalItem),
              getItemUrl: itemUrl,
              onSelect: onSelectHit,
              onActive,
            },
            {
              sourceId: 'favorite',
              getItems: () => favorites.map((hit) => ({...hit, kind: 'favorite'}) as ModalItem),
              getItemUrl: itemUrl,
              onSelect: onSelectHit,
              onActive,
            },
          ] satisfies AutocompleteSource<ModalItem>[];
        }
        pickedRef.current = false;
        const askSource: AutocompleteSource<ModalItem> = {
          sourceId: 'askAI',
          getItems: () => [{kind: 'ask', objectID: 'ask-ai', url: '', query}],
          onSelect: () => latest.current.ask(query),
          onActive,
        };
        const words = latest.current.snippetWords;
        let result;
        try {
          result = await searchSite({
            indexName: STORAGE_INDEX,
            query,
            facetFilters: latest.current.filters,
            hitsPerPage: SEARCH_LIMITS.hitsPerPage,
            attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`), `content:${words}`],
          });
        } catch {
          setContext({failed: true, nbHits: 0, wholeIndex: false});
          return [];
        }
        setContext({failed: false, nbHits: result.nbHits, wholeIndex: result.wholeIndex});
        const hitSources = modalHitGroups(result.hits, SEARCH_LIMITS.maxResultsPerGroup).map((group, index): AutocompleteSource<ModalItem> => ({
          sourceId: `hits${index}`,
          getItems: () => group.hits.map((hit) => ({...hit, kind: 'hit'}) as ModalItem),
          getItemUrl: itemUrl,
          onSelect: onSelectHit,
          onActive,
        }));
        // Enter follows intent: a question selects the Ask-AI entry, keywords the top hit; the other is one arrow key away.
        return queryIntent(query) === 'question' ? [askSource, ...hitSources] : [...hitSources, askSource];
      },
    }),
  );
  const [state, setState] = useState<ModalState>(() => ({
    query: initialQuery,
    activeItemId: null,
    collections: [],
    completion: null,
    isOpen: true,
    status: 'idle',
    context: {},
  }));
  const context = state.context as ModalContext;

  // The modal opens with the field focused in the commit that shows it: a key pressed right
  // after the click lands in the field (a passive effect would run after paint).
  useLayoutEffect(() => {
    latest.current.snippetWords = snippetWordsFor(window.innerWidth);
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    autocomplete.refresh();
  }, [autocomplete]);

  // As DocSearch does: the page behind does not scroll, and a full-height sheet on phones.
  useEffect(() => {
    const {body} = document;
    body.classList.add('DocSearch--active');
    const setViewportHeight = () => dialogRef.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    setViewportHeight();
    window.addEventListener('resize', setViewportHeight);
    return () => {
      body.classList.remove('DocSearch--active');
      window.removeEventListener('resize', setViewportHeight);
    };
  }, []);

  // The whole index replaces the headings' answer once built, unless the reader has picked an entry in it;
  // and when it cannot load, the error screen replaces the headings' answer.
  useEffect(
    () =>
      subscribeToSearchLoader(() => {
        const {phase} = getSearchLoaderState();
        if (!inputRef.current?.value) return;
        if (phase === 'ready' && !pickedRef.current) autocomplete.refresh();
        // Not a new search (it would load again, and fail again, in a loop): the error screen, until a key or Try again.
        if (phase === 'failed') autocomplete.setContext({failed: true});
      }),
    [autocomplete],
  );

  // A page that renders while the modal is open (reopened right after following a hit) must not take
  // the focus: the theme moves it to the top of each new page.
  useEffect(() => {
    const keepFocus = () => {
      if (!dialogRef.current?.contains(document.activeElement)) inputRef.current?.focus();
    };
    keepFocus();
    const frame = requestAnimationFrame(keepFocus);
    return () => cancelAnimationFrame(frame);
  }, [location]);

  // Back from Ask AI: the keyword field again, where the reader left it.
  const wasAsking = useRef(askAiActive);
  useEffect(() => {
    if (wasAsking.current && !askAiActive) {
      setQuestions([]);
      inputRef.current?.focus();
      autocomplete.refresh();
    }
    wasAsking.current = askAiActive;
  }, [askAiActive, autocomplete]);

  const searchInstead = useCallback(
    (query: string) => {
      onAskAiToggle(false);
      autocomplete.setQuery(query);
    },
    [autocomplete, onAskAiToggle],
  );

  const retry = useCallback(() => {
    retrySearchLoad();
    autocomplete.refresh();
    inputRef.current?.focus();
  }, [autocomplete]);

  const prefill = useCallback(
    (query: string) => {
      autocomplete.setQuery(query);
      autocomplete.refresh();
      inputRef.current?.focus();
    },
    [autocomplete],
  );

  const [suggestions, setSuggestions] = useState<string[]>([]);
  const hasHits = state.collections.some((collection) => collection.source.sourceId.startsWith('hits') && collection.items.length > 0);
  const noResults = !askAiActive && state.query !== '' && state.status === 'idle' && !context.failed && context.nbHits === 0 && !hasHits;
  useEffect(() => {
    if (!noResults || suggestions.length > 0) return;
    searchSuggestions(3).then(setSuggestions, () => undefined);
  }, [noResults, suggestions.length]);

  // Focus stays in the dialog, as in DocSearch's modal.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>('input, button:not([disabled]):not([hidden]), a[href], [tabindex="0"]'),
    ).filter((element) => element.offsetParent !== null || element === document.activeElement);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const comboboxProps = autocomplete.getInputProps({inputElement: inputRef.current, maxLength: SEARCH_LIMITS.maxQueryLength, placeholder: text.placeholder});
  // The error screen shows no list, whatever hits the autocomplete still holds: the field points at none.
  const inputProps = context.failed ? {...comboboxProps, 'aria-controls': undefined, 'aria-activedescendant': undefined} : comboboxProps;
  const enterAction = useMemo(() => enterActionOf(state), [state]);
  const stalled = state.status === 'stalled';
  const allItems = state.collections.flatMap((collection) => collection.items);

  return (
    // A click on the backdrop closes, as in DocSearch's modal; Escape and Cancel do for keyboards.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={['DocSearch', 'DocSearch-Container', stalled && 'DocSearch-Container--Stalled', context.failed && 'DocSearch-Container--Errored']
        .filter(Boolean)
        .join(' ')}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* Tab bubbles here from the dialog's field and buttons: focus stays in the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label={askAiActive ? 'Ask AI' : text.placeholder}
        onKeyDown={trapFocus}
        data-whole-index={context.wholeIndex}>
        <header className="DocSearch-SearchBar">
          <form
            className="DocSearch-Form"
            {...autocomplete.getFormProps({inputElement: inputRef.current})}
            onSubmit={(event) => {
              event.preventDefault();
              if (askAiActive) ask(question);
            }}>
            {askAiActive ? (
              <button
                type="button"
                className="DocSearch-Action DocSearch-AskAi-Return"
                aria-label={text.back}
                title={text.back}
                onClick={() => onAskAiToggle(false)}>
                <BackIcon />
              </button>
            ) : stalled ? (
              <div className="DocSearch-LoadingIndicator">
                <LoadingIcon />
              </div>
            ) : (
              // getLabelProps ties the label to the field (htmlFor), which the rule cannot see.
              // eslint-disable-next-line jsx-a11y/label-has-associated-control
              <label className="DocSearch-MagnifierLabel" {...autocomplete.getLabelProps({})}>
                <SearchIcon />
                <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
              </label>
            )}
            {askAiActive ? (
              <input
                ref={inputRef}
                className="DocSearch-Input"
                aria-label="Ask AI"
                placeholder={text.askPlaceholder}
                maxLength={ASK_LIMITS.maxQuestionLength}
                enterKeyHint="enter"
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
              />
            ) : (
              <input ref={inputRef} className="DocSearch-Input" {...inputProps} enterKeyHint="search" />
            )}
            <div className="DocSearch-Actions">
              {!askAiActive && (
                <button className="DocSearch-Clear" type="reset" aria-label={text.clear} hidden={!state.query}>
                  {text.clear}
                </button>
              )}
              <button type="button" className="DocSearch-Action DocSearch-Close" aria-label={text.close} title={text.close} onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
          </form>
          {!askAiActive && state.query.length >= SEARCH_LIMITS.maxQueryLength && (
            <p role="status" className="search-query-limit">
              {text.queryLimit}
            </p>
          )}
        </header>
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-Dropdown-Container" {...autocomplete.getPanelProps({})}>
            {askAiActive ? (
              <AskAiScreen questions={questions} filters={filters} onNavigate={onClose} onSearchInstead={searchInstead} />
            ) : context.failed ? (
              <ErrorScreen onRetry={retry} />
            ) : state.query === '' ? (
              <StartScreen state={state} autocomplete={autocomplete} stored={stored} onOpenInNewTab={openInNewTab} />
            ) : (
              <>
                {state.collections.map((collection) => (
                  <HitsSection
                    key={collection.source.sourceId}
                    collection={collection}
                    autocomplete={autocomplete}
                    noHits={!hasHits}
                    onOpenInNewTab={openInNewTab}
                  />
                ))}
                {noResults && <NoResultsScreen query={state.query} suggestions={suggestions} onPrefill={prefill} />}
                {hasHits && (
                  <section className="DocSearch-HitsFooter">
                    <SeeAllResults query={state.query} count={context.nbHits ?? allItems.length} onClose={onClose} />
                  </section>
                )}
              </>
            )}
          </div>
        </div>
        <footer className="DocSearch-Footer">
          <Footer askAiActive={askAiActive} enterAction={enterAction} />
        </footer>
      </div>
    </div>
  );
}

/** The search page with the same query: every hit, not only the first of each group. */
function SeeAllResults({query, count, onClose}: {query: string; count: number; onClose: () => void}): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <Link to={`${searchPage}?q=${encodeURIComponent(query)}`} onClick={onClose}>
      See all {count} results
    </Link>
  );
}
