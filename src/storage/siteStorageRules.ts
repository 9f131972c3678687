/**
 * The keys the site keeps in browser storage and what a readable value of each
 * looks like. Docusaurus suffixes its keys with the site's storage namespace.
 */
import type {StoredValueRule} from './repairStoredValues';
import {FAVORITE_SEARCHES_PREFIX, RECENT_SEARCHES_PREFIX, STORED_SEARCH_LIMITS, repairStoredSearches} from './storedSearches';

/** Ids and version names are short; a longer value was not written by the site. */
export const MAX_NAME_LENGTH = 200;

const oneOf =
  (...allowed: string[]) =>
  (value: string) =>
    allowed.includes(value) ? value : null;

const shortName = (value: string) => (value.length > 0 && value.length <= MAX_NAME_LENGTH ? value : null);

/** The keys Docusaurus keeps, in the storage the site config names, suffixed with its namespace. */
export function docusaurusStorageRules(namespace: string): StoredValueRule[] {
  const exactly = (key: string) => (candidate: string) => candidate === `${key}${namespace}`;
  return [
    {matches: exactly('theme'), repair: oneOf('light', 'dark')},
    {matches: exactly('docusaurus.announcement.dismiss'), repair: oneOf('true', 'false')},
    {matches: exactly('docusaurus.announcement.id'), repair: shortName},
    {matches: (key) => key.startsWith('docs-preferred-version-') && key.endsWith(namespace), repair: shortName},
  ];
}

/** The keys DocSearch keeps, always in localStorage and without a namespace. */
export function docSearchStorageRules(): StoredValueRule[] {
  return [
    {
      matches: (key) => key.startsWith(RECENT_SEARCHES_PREFIX),
      repair: (value) => repairStoredSearches(value, STORED_SEARCH_LIMITS.recent),
    },
    {
      matches: (key) => key.startsWith(FAVORITE_SEARCHES_PREFIX),
      repair: (value) => repairStoredSearches(value, STORED_SEARCH_LIMITS.favorite),
    },
  ];
}
