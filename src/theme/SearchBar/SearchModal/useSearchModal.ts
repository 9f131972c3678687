/**
 * The modal's state, apart from its markup (index.tsx): the autocomplete (@algolia/autocomplete-core,
 * the headless combobox DocSearch itself is built on) and its sources, the stored searches, the
 * Ask-AI questions, and what follows the search loader (src/search/searchLoader.ts).
 */
import {type FormEvent, type KeyboardEvent, type MouseEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {createAutocomplete, type AutocompleteSource, type OnSelectParams} from '@algolia/autocomplete-core';
import {useHistory, useLocation} from '@docusaurus/router';
import type {FacetFilters} from '@site/src/search/createLocalSearchClient';
import {modalHitGroups} from '@site/src/search/modalHitGroups';
import {queryIntent} from '@site/src/search/queryIntent';
import {snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';
import {useStableFacetFilters} from '@site/src/search/useStableFacetFilters';
import {ASK_LIMITS} from '@site/src/ask/types';
import {siteSearch} from '../siteSearch';
import {useStoredSearches, type StoredSearches} from './useStoredSearches';
import type {EnterAction, HitItem, ModalContext, ModalItem, ModalState} from './types';

/** The index name DocSearch keys its stored searches by (themeConfig.algolia.indexName). */
const STORAGE_INDEX = 'surge';

export type SearchModalProps = {
  initialQuery: string;
  onClose: () => void;
  /** The Ask-AI screen is up (the parent's Escape leaves it before closing the modal). */
  askAiActive: boolean;
  onAskAiToggle: (active: boolean) => void;
};

/** What the autocomplete's callbacks read: it is created once, so they read the latest through a ref. */
type Latest = {
  filters: FacetFilters;
  stored: StoredSearches;
  onClose: () => void;
  snippetWords: number;
  ask: (query: string) => void;
  /** The text some hits of `query` waited for has arrived (`arrived`), or could not load. */
  onTextSettled: (query: string, arrived: boolean) => void;
};

/** A plain click on a hit's link is followed here; with a modifier the browser opens it in a new tab or window. */
export function isPlainClick(event: unknown): boolean {
  const mouse = event as Partial<MouseEvent> | undefined;
  return mouse?.type === 'click' && !(mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey);
}

/** The heading a stored search is saved under: a paragraph is remembered by the section it is in, as DocSearch does. */
function searchToStore(item: HitItem): Record<string, unknown> & {objectID: string; url: string} {
  const {kind: _kind, child: _child, lastChild: _lastChild, matches: _matches, ...hit} = item;
  if (hit.type !== 'content') return hit;
  const deepest = [...HIERARCHY_LEVELS].reverse().find((level) => hit.hierarchy[level]) ?? 'lvl1';
  return {...hit, type: deepest, content: null};
}

/** What Enter does with the active entry, for the footer's key hint. */
function enterActionOf(state: ModalState): EnterAction {
  if (state.activeItemId === null) return null;
  const item = state.collections.flatMap((collection) => collection.items)[state.activeItemId];
  if (!item) return null;
  return item.kind === 'ask' ? 'ask' : 'open';
}

/** The lists for a query: stored searches when it is empty; else the hits by category and the Ask-AI entry, in the order intent asks for. */
async function sourcesFor(
  query: string,
  latest: Latest,
  handlers: Pick<AutocompleteSource<ModalItem>, 'onSelect' | 'onActive' | 'getItemUrl'>,
  setContext: (context: ModalContext) => void,
): Promise<AutocompleteSource<ModalItem>[]> {
  if (!query) {
    const {recent, favorites} = latest.stored;
    return [
      {sourceId: 'recent', getItems: () => recent.map((hit) => ({...hit, kind: 'recent'}) as ModalItem), ...handlers},
      {sourceId: 'favorite', getItems: () => favorites.map((hit) => ({...hit, kind: 'favorite'}) as ModalItem), ...handlers},
    ];
  }
  const askSource: AutocompleteSource<ModalItem> = {
    sourceId: 'askAI',
    getItems: () => [{kind: 'ask', objectID: 'ask-ai', url: '', query}],
    onSelect: () => latest.ask(query),
    onActive: handlers.onActive,
  };
  let result;
  try {
    // Hits show at once; one whose paragraph is still on its way shows its section's headings until it arrives.
    result = await siteSearch.search(
      {
        indexName: STORAGE_INDEX,
        query: query.slice(0, SEARCH_LIMITS.maxQueryLength),
        facetFilters: latest.filters,
        hitsPerPage: SEARCH_LIMITS.hitsPerPage,
        attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${latest.snippetWords}`), `content:${latest.snippetWords}`],
      },
      {showTextAsItArrives: true},
    );
  } catch {
    setContext({failed: true, nbHits: 0, wholeIndex: false, textPending: false});
    return [];
  }
  setContext({failed: false, nbHits: result.nbHits, wholeIndex: result.wholeIndex, textPending: Boolean(result.textPending)});
  void result.textPending?.then((arrived) => latest.onTextSettled(query, arrived));
  const hitSources = modalHitGroups(result.hits, SEARCH_LIMITS.maxResultsPerGroup).map((group, index): AutocompleteSource<ModalItem> => ({
    sourceId: `hits${index}`,
    getItems: () => group.hits.map((hit) => ({...hit, kind: 'hit'}) as ModalItem),
    ...handlers,
  }));
  // Enter follows intent: a question selects the Ask-AI entry, keywords the top hit; the other is one arrow key away.
  return queryIntent(query) === 'question' ? [askSource, ...hitSources] : [...hitSources, askSource];
}

/** The autocomplete, created once; `pickedRef` is set while the reader has picked an entry since the query changed. */
function useModalAutocomplete(initialQuery: string, latest: {current: Latest}, remember: (item: ModalItem) => void) {
  const history = useHistory();
  const pickedRef = useRef(false);
  const [state, setState] = useState<ModalState>(() => ({
    query: initialQuery,
    activeItemId: null,
    collections: [],
    completion: null,
    isOpen: true,
    status: 'idle',
    context: {},
  }));
  const [autocomplete] = useState(() =>
    createAutocomplete<ModalItem, FormEvent, MouseEvent, KeyboardEvent>({
      id: 'surge-search',
      defaultActiveItemId: 0,
      openOnFocus: true,
      stallThreshold: 300,
      initialState: {query: initialQuery, context: {}},
      // Enter (with Ctrl or Cmd, a new tab); a click follows the hit's link (index.tsx).
      navigator: {
        navigate: ({itemUrl}) => history.push(itemUrl),
        navigateNewTab: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({itemUrl}) => window.open(itemUrl, '_blank', 'noopener'),
      },
      onStateChange: ({state: next}) => setState(next),
      getSources({query, setContext}) {
        if (query) pickedRef.current = false;
        const onSelect = ({item, event}: OnSelectParams<ModalItem>) => {
          remember(item);
          // A modifier click opens the link in a new tab (the browser's own doing): the modal stays.
          if ((event as Event | undefined)?.type === 'click' && !isPlainClick(event)) return;
          latest.current.onClose();
          if (isPlainClick(event)) history.push(item.url);
        };
        const onActive = ({event}: {event: unknown}) => {
          const type = (event as Event | undefined)?.type;
          if (type === 'keydown' || type === 'mousemove') pickedRef.current = true;
        };
        const getItemUrl = ({item}: {item: ModalItem}) => item.url || undefined;
        return sourcesFor(query, latest.current, {onSelect, onActive, getItemUrl}, setContext);
      },
    }),
  );
  return {autocomplete, state, pickedRef};
}

/** The questions asked on the Ask-AI screen, and the one being typed there. */
function useQuestions(onAskAiToggle: (active: boolean) => void) {
  const [questions, setQuestions] = useState<{id: number; text: string}[]>([]);
  const [question, setQuestion] = useState('');
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
  return {questions, clearQuestions: () => setQuestions([]), question, setQuestion, ask};
}

/** Up to three queries sure to find pages, once a query finds nothing. */
function useSuggestions(noResults: boolean): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!noResults || suggestions.length > 0) return;
    siteSearch.suggestions(3).then(setSuggestions, () => undefined);
  }, [noResults, suggestions.length]);
  return suggestions;
}

export type SearchModalModel = ReturnType<typeof useSearchModal>;

export function useSearchModal({initialQuery, onClose, askAiActive, onAskAiToggle}: SearchModalProps) {
  const location = useLocation();
  const filters = useStableFacetFilters();
  const stored = useStoredSearches(STORAGE_INDEX);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const questions = useQuestions(onAskAiToggle);
  const latest = useRef<Latest>({filters, stored, onClose, snippetWords: SEARCH_LIMITS.snippetWords, ask: questions.ask, onTextSettled: () => undefined});
  Object.assign(latest.current, {filters, stored, onClose, ask: questions.ask});
  const remember = useCallback((item: ModalItem) => item.kind === 'hit' && latest.current.stored.remember(searchToStore(item)), []);
  const {autocomplete, state, pickedRef} = useModalAutocomplete(initialQuery, latest, remember);
  const context = state.context as ModalContext;
  // The same search again shows the paragraphs that have arrived, unless the reader has moved on
  // or picked an entry (a new search would move the selection back to the first).
  latest.current.onTextSettled = (query, arrived) => {
    if (inputRef.current?.value !== query) return;
    if (arrived && !pickedRef.current) autocomplete.refresh();
    else autocomplete.setContext({textPending: false});
  };

  // The modal opens with the field focused in the commit that shows it: a key pressed right
  // after the click lands in the field (a passive effect would run after paint).
  useLayoutEffect(() => {
    latest.current.snippetWords = snippetWordsFor(window.innerWidth);
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    autocomplete.refresh();
  }, [autocomplete]);

  // The whole index replaces the headings' answer once built, unless the reader has picked an entry in it;
  // and when it cannot load, the error screen replaces the headings' answer.
  useEffect(
    () =>
      siteSearch.subscribe(() => {
        const {phase} = siteSearch.getState();
        if (!inputRef.current?.value) return;
        if (phase === 'ready' && !pickedRef.current) autocomplete.refresh();
        // Not a new search (it would load again, and fail again, in a loop): the error screen, until a key or Try again.
        if (phase === 'failed') autocomplete.setContext({failed: true});
      }),
    [autocomplete, pickedRef],
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
  const {clearQuestions} = questions;
  useEffect(() => {
    if (wasAsking.current && !askAiActive) {
      clearQuestions();
      inputRef.current?.focus();
      autocomplete.refresh();
    }
    wasAsking.current = askAiActive;
  }, [askAiActive, autocomplete, clearQuestions]);

  const hasHits = state.collections.some((collection) => collection.source.sourceId.startsWith('hits') && collection.items.length > 0);
  const noResults = !askAiActive && state.query !== '' && state.status === 'idle' && !context.failed && context.nbHits === 0 && !hasHits;
  const suggestions = useSuggestions(noResults);
  const enterAction = useMemo(() => enterActionOf(state), [state]);

  const actions = {
    searchInstead(query: string) {
      onAskAiToggle(false);
      autocomplete.setQuery(query);
    },
    retry() {
      siteSearch.retry();
      autocomplete.refresh();
      inputRef.current?.focus();
    },
    prefill(query: string) {
      autocomplete.setQuery(query);
      autocomplete.refresh();
      inputRef.current?.focus();
    },
  };
  return {autocomplete, state, context, stored, filters, inputRef, dialogRef, questions, remember, hasHits, noResults, suggestions, enterAction, actions};
}
