/** The types the modal's hook (useSearchModal.ts), its view (index.tsx) and its screens (screens.tsx) share. */
import type {FormEvent, KeyboardEvent, MouseEvent} from 'react';
import type {AutocompleteApi, AutocompleteCollection, AutocompleteState} from '@algolia/autocomplete-core';
import type {MatchedHit} from '@site/src/search/createLocalSearchClient';

/** An entry of the list: a hit, a stored search, or the Ask-AI entry for the query. */
export type ModalItem =
  | (MatchedHit & {kind: 'hit'; child: boolean; lastChild: boolean})
  | (Record<string, unknown> & {kind: 'recent' | 'favorite'; objectID: string; url: string; type: string; hierarchy: Record<string, string | null>})
  | {kind: 'ask'; objectID: string; url: ''; query: string};

export type HitItem = Extract<ModalItem, {kind: 'hit'}>;
export type StoredItem = Extract<ModalItem, {kind: 'recent' | 'favorite'}>;

/** `textPending`: some hits show their section's headings while their paragraph is on its way. */
export type ModalContext = {failed?: boolean; nbHits?: number; wholeIndex?: boolean; textPending?: boolean};
export type ModalState = AutocompleteState<ModalItem>;
export type Autocomplete = AutocompleteApi<ModalItem, FormEvent, MouseEvent, KeyboardEvent>;
export type Collection = AutocompleteCollection<ModalItem>;

/** What Enter does with the active entry, for the footer's key hint. */
export type EnterAction = 'open' | 'ask' | null;

/** A hit opened in a new tab by the browser (a modifier or middle click on its link): remembered as if opened here. */
export type RememberItem = (item: ModalItem) => void;
