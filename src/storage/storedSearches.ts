/**
 * DocSearch's recent and favourite searches as it stores them
 * (`__DOCSEARCH_RECENT_SEARCHES__<index>`, `__DOCSEARCH_FAVORITE_SEARCHES__<index>`):
 * a JSON array of hits. Keeps the hits the modal can show and drops the rest.
 */
export const RECENT_SEARCHES_PREFIX = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_SEARCHES_PREFIX = '__DOCSEARCH_FAVORITE_SEARCHES__';

/** 7 recent searches (4 beside favourites) and 10 favourites; the modal ignores any beyond. */
export const STORED_SEARCH_LIMITS = {recent: 7, favorite: 10} as const;

/** A stored hit is a few hundred characters; anything far larger did not come from the modal. */
export const MAX_STORED_HIT_LENGTH = 8_000;

const HIT_TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** A path on this site ("/docs/…", not "//host") or an http(s) URL; never javascript: and the like. */
function isSafeUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.length === 0) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^\s]+$/i.test(url);
}

export function isStoredHit(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.hierarchy)) return false;
  const {hierarchy} = value;
  return (
    typeof value.objectID === 'string' &&
    value.objectID.length > 0 &&
    isSafeUrl(value.url) &&
    typeof value.type === 'string' &&
    HIT_TYPES.has(value.type) &&
    optionalText(value.content) &&
    LEVELS.every((level) => optionalText(hierarchy[level])) &&
    JSON.stringify(value).length <= MAX_STORED_HIT_LENGTH
  );
}

/** The stored list with its unusable hits dropped, or null when nothing in it can be read. */
export function repairStoredSearches(value: string, limit: number): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const hits = parsed.filter(isStoredHit).slice(0, limit);
  return hits.length === parsed.length ? value : JSON.stringify(hits);
}

/** A stored search: a hit without its highlight and snippet data (what the modal stores and lists). */
export type StoredSearch = {objectID: string; url: string} & Record<string, unknown>;

/** The readable hits of a stored list (empty when it is missing or damaged). */
export function readStoredSearches(stored: string | null): StoredSearch[] {
  if (stored === null) return [];
  const repaired = repairStoredSearches(stored, Number.POSITIVE_INFINITY);
  return repaired === null ? [] : (JSON.parse(repaired) as StoredSearch[]);
}

/** `list` with `hit` first (once, without highlights), at most `limit` long. */
export function withStoredSearch(list: StoredSearch[], hit: StoredSearch, limit: number): StoredSearch[] {
  const {_highlightResult: _highlights, _snippetResult: _snippets, ...plain} = hit;
  return [plain as StoredSearch, ...list.filter((item) => item.objectID !== hit.objectID)].slice(0, limit);
}

export function withoutStoredSearch(list: StoredSearch[], objectID: string): StoredSearch[] {
  return list.filter((item) => item.objectID !== objectID);
}
