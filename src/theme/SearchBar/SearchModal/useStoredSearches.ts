/**
 * The reader's recent and favourite searches, in local storage under DocSearch's own keys (so the
 * Algolia build's stock modal lists the same ones): deduplicated by objectID, newest first, 7 recent
 * (4 beside favourites) and 10 favourites. Storage that is missing, full or damaged is
 * ignored: the modal still works, it just remembers nothing.
 */
import {useState} from 'react';
import {
  FAVORITE_SEARCHES_PREFIX,
  readStoredSearches,
  RECENT_SEARCHES_PREFIX,
  STORED_SEARCH_LIMITS,
  type StoredSearch,
  withoutStoredSearch,
  withStoredSearch,
} from '@site/src/storage/storedSearches';

/** Beside favourites, fewer recent searches are kept (DocSearch's recentSearchesWithFavoritesLimit). */
const RECENT_BESIDE_FAVORITES = 4;

function read(key: string): StoredSearch[] {
  try {
    return readStoredSearches(localStorage.getItem(key));
  } catch {
    return [];
  }
}

function write(key: string, list: StoredSearch[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage unavailable or full: the search still opens, it is just not remembered.
  }
}

export type StoredSearches = {
  readonly recent: StoredSearch[];
  readonly favorites: StoredSearch[];
  remember(hit: StoredSearch): void;
  favorite(hit: StoredSearch): void;
  forgetRecent(objectID: string): void;
  forgetFavorite(objectID: string): void;
};

/** One store per open modal; its lists change in place, so the autocomplete's next refresh reads them. */
export function useStoredSearches(indexName: string): StoredSearches {
  const [store] = useState<StoredSearches>(() => {
    const recentKey = RECENT_SEARCHES_PREFIX + indexName;
    const favoriteKey = FAVORITE_SEARCHES_PREFIX + indexName;
    let favorites = read(favoriteKey).slice(0, STORED_SEARCH_LIMITS.favorite);
    // As DocSearch: the limit is settled when the modal opens.
    const recentLimit = favorites.length > 0 ? RECENT_BESIDE_FAVORITES : STORED_SEARCH_LIMITS.recent;
    let recent = read(recentKey).slice(0, recentLimit);
    return {
      get recent() {
        return recent;
      },
      get favorites() {
        return favorites;
      },
      remember(hit) {
        if (favorites.some((item) => item.objectID === hit.objectID)) return;
        recent = withStoredSearch(recent, hit, recentLimit);
        write(recentKey, recent);
      },
      favorite(hit) {
        favorites = withStoredSearch(favorites, hit, STORED_SEARCH_LIMITS.favorite);
        recent = withoutStoredSearch(recent, hit.objectID);
        write(favoriteKey, favorites);
        write(recentKey, recent);
      },
      forgetRecent(objectID) {
        recent = withoutStoredSearch(recent, objectID);
        write(recentKey, recent);
      },
      forgetFavorite(objectID) {
        favorites = withoutStoredSearch(favorites, objectID);
        write(favoriteKey, favorites);
      },
    };
  });
  return store;
}
