/**
 * When a page counts as interactive: hydrated (Docusaurus sets data-has-hydrated) with
 * every deferred block of the first page hydrated too (src/components/HydrateLater). Shared
 * by the code that waits for it (./whenInteractiveAndIdle.ts), the benchmarks and the tests,
 * so that only this file names Docusaurus's attribute (a touchpoint:
 * plugins/framework-touchpoints/touchpoints.ts).
 */

/** Set on <html> to "true" by Docusaurus once React has rendered in the browser (@docusaurus/core's lib/client/hasHydratedDataAttribute.js). */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

/** Set on <html> while blocks of the first page have not hydrated. */
export const PENDING_ATTRIBUTE = 'data-hydrating-blocks';

/** The app has hydrated; deferred blocks may still be waiting. */
export const HYDRATED_PAGE = `html[${HYDRATED_ATTRIBUTE}="true"]`;

/** A selector, so a locator can wait on it from outside the page, where a Content-Security-Policy forbids evaluating strings. */
export const INTERACTIVE_PAGE = `${HYDRATED_PAGE}:not([${PENDING_ATTRIBUTE}])`;

/** The attributes of <html> whose changes can make the page interactive. */
export const INTERACTIVE_ATTRIBUTES = [HYDRATED_ATTRIBUTE, PENDING_ATTRIBUTE];
