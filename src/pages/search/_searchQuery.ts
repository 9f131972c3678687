/**
 * The search page's query, read from `?q=`. Capped like the page's own input
 * (and Algolia's engine): a link may carry 10,000 characters, which would cost
 * seconds of matching for no better results.
 */
export const MAX_SEARCH_PAGE_QUERY_LENGTH = 512;

export function readSearchQuery(search: string): string {
  const query = new URLSearchParams(search).get('q') ?? '';
  // Cut by code points, so an emoji or other astral character is never split in half.
  return Array.from(query).slice(0, MAX_SEARCH_PAGE_QUERY_LENGTH).join('');
}
