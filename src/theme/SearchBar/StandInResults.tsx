/**
 * The stand-in's hits (ModalStandIn.tsx), in the search engine's chunk: they can only
 * show once the engine is in, so the page's own bundle does not carry them. The input
 * stays the stand-in's; it hands arrow keys and Enter over through `controls`.
 */
import {type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useState} from 'react';
import type {LocalHit} from '@site/src/search/createLocalSearchClient';
import {queryIntent} from '@site/src/search/queryIntent';
import {pickedOrPreselected, standInHit, type MarkedText, type StandInSelection} from '@site/src/search/standInHits';
import {FAVORITE_SEARCHES_PREFIX, RECENT_SEARCHES_PREFIX, withRecentSearch} from '@site/src/storage/storedSearches';
import {type StandInAnswer, useStandInHits} from './useStandInHits';

export type StandInResultsControls = {
  /** Moves the selection down (1) or up (-1). */
  move: (step: 1 | -1) => void;
  /** Opens the selected hit; false when none is selected. */
  openSelected: () => boolean;
  /** Whether the query reads as a question (Enter asks AI rather than opening a hit). */
  isQuestion: () => boolean;
};

export type StandInResultsState = {expanded: boolean; activeId: string | undefined};

type Props = {
  query: string;
  search: (query: string) => Promise<StandInAnswer>;
  /** DocSearch's storage key suffix: chosen hits join its recent searches. */
  indexName: string;
  /** How many recent searches DocSearch keeps, without and beside favourites. */
  recentLimits: {alone: number; besideFavorites: number};
  listId: string;
  label: string;
  controls: Ref<StandInResultsControls>;
  onStateChange: (state: StandInResultsState) => void;
  onNavigate: (url: string) => void;
};

/** A chosen hit joins the recent searches, as a hit chosen in DocSearch's modal does. */
function rememberChosenHit(indexName: string, hit: LocalHit, limits: Props['recentLimits']): void {
  try {
    const favorites = JSON.parse(localStorage.getItem(FAVORITE_SEARCHES_PREFIX + indexName) ?? '[]') as unknown;
    const key = RECENT_SEARCHES_PREFIX + indexName;
    const limit = Array.isArray(favorites) && favorites.length > 0 ? limits.besideFavorites : limits.alone;
    localStorage.setItem(key, withRecentSearch(localStorage.getItem(key), hit, limit));
  } catch {
    // Storage unavailable, full or damaged: the hit still opens.
  }
}

function Marked({text}: {text: MarkedText}): ReactNode {
  return text.map((piece, index) => (piece.marked ? <mark key={index}>{piece.text}</mark> : piece.text));
}

export default function StandInResults({query, search, indexName, recentLimits, listId, label, controls, onStateChange, onNavigate}: Props): ReactNode {
  const found = useStandInHits(query, search);
  const hits = useMemo(() => (found && found.hits.length > 0 ? found.hits : null), [found]);
  const shown = useMemo(() => hits?.map(standInHit) ?? null, [hits]);
  // The top hit is selected for keywords (Enter opens it); none for a question until an arrow key picks one.
  const isQuestion = queryIntent(query) === 'question';
  const preselected = isQuestion ? -1 : 0;
  const [picked, setPicked] = useState<StandInSelection | null>(null);
  const selectedIndex = pickedOrPreselected(hits, query, picked, preselected);
  const pick = (index: number) => {
    const hit = hits?.[index];
    if (hit) setPicked({query, url: hit.url});
  };
  const optionId = (index: number) => `${listId}-${index}`;

  const open = (index: number) => {
    const hit = hits?.[index];
    if (!hit) return false;
    rememberChosenHit(indexName, hit, recentLimits);
    onNavigate(hit.url);
    return true;
  };

  useImperativeHandle(controls, () => ({
    move(step) {
      if (!hits) return;
      const next = selectedIndex === -1 && step === -1 ? hits.length - 1 : (selectedIndex + step + hits.length) % hits.length;
      pick(next);
      document.getElementById(optionId(next))?.scrollIntoView({block: 'nearest'});
    },
    openSelected: () => open(selectedIndex),
    isQuestion: () => isQuestion,
  }));

  const expanded = shown !== null;
  const activeId = expanded && selectedIndex >= 0 ? optionId(selectedIndex) : undefined;
  useEffect(() => onStateChange({expanded, activeId}), [expanded, activeId, onStateChange]);
  useEffect(() => () => onStateChange({expanded: false, activeId: undefined}), [onStateChange]);

  if (!shown) return null;
  return (
    // Which index answered, for the bench (bench/measureSearchOpen.ts) and the tests.
    <ul role="listbox" id={listId} aria-label={label} className="search-stand-in__hits" data-whole-index={found?.wholeIndex}>
      {shown.map((hit, index) => (
        // Keys reach the options through the field (arrows, Enter: the ARIA combobox pattern), and an
        // option holds no link, which axe reports as a control inside a control (nested-interactive).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={hit.objectID}
          id={optionId(index)}
          role="option"
          aria-selected={index === selectedIndex}
          className="search-stand-in__hit"
          onMouseMove={() => index !== selectedIndex && pick(index)}
          onClick={() => open(index)}>
          <span className="search-stand-in__hit-title">
            <Marked text={hit.title} />
          </span>
          {hit.snippet && (
            <span className="search-stand-in__hit-snippet">
              <Marked text={hit.snippet} />
            </span>
          )}
          <span className="search-stand-in__hit-path">{hit.path}</span>
        </li>
      ))}
    </ul>
  );
}
