/** The modal's initial query from the reader's text selection, cut to the input limit. */
import {SEARCH_LIMITS} from './types';

export function selectionQuery(selection: string | null | undefined): string | undefined {
  const text = (selection ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, SEARCH_LIMITS.maxQueryLength) : undefined;
}

/** Snippet length DocSearch should ask for: fewer words on small screens (SEARCH_LIMITS in ./types). */
export function snippetWordsFor(viewportWidth: number): number {
  return viewportWidth <= SEARCH_LIMITS.smallScreenMaxWidth ? SEARCH_LIMITS.snippetWordsSmallScreen : SEARCH_LIMITS.snippetWords;
}
