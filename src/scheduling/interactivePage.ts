/**
 * When a page counts as interactive: hydrated (Docusaurus sets data-has-hydrated) with
 * every deferred block of the first page hydrated too (./index.tsx). Shared by the code
 * that waits for it (src/theme/SearchBar/whenInteractiveAndIdle.ts), the benchmarks and the tests.
 */

/** Set on <html> while blocks of the first page have not hydrated. */
export const PENDING_ATTRIBUTE = 'data-hydrating-blocks';

/** A selector, so a locator can wait on it from outside the page, where a Content-Security-Policy forbids evaluating strings. */
export const INTERACTIVE_PAGE = `html[data-has-hydrated="true"]:not([${PENDING_ATTRIBUTE}])`;

/** The attributes of <html> whose changes can make the page interactive. */
export const INTERACTIVE_ATTRIBUTES = ['data-has-hydrated', PENDING_ATTRIBUTE];
