/**
 * Algolia Insights for DocSearch (ALGOLIA_INSIGHTS=true, Algolia mode only).
 *
 * DocSearch's insights plugin reports through window[AlgoliaAnalyticsObject]
 * and, when nothing is there, injects search-insights from a CDN, which the
 * site's Content-Security-Policy refuses (scripts load only from the site itself:
 * ARCHITECTURE.md "Content-Security-Policy"). Importing
 * the npm copy registers its client there first, so the plugin's events (item
 * views in batches of 20, 400 ms after the hits settle; clicks) leave from the
 * site's own bundle. Nothing loads or leaves while the reader's browser sends
 * Do Not Track or Global Privacy Control.
 */
import {isTrackingAllowed} from '@site/src/analytics/isTrackingAllowed';

export type InsightsCredentials = {appId: string; apiKey: string};

/** Resolves to whether DocSearch may send Insights events; a failed load only turns them off. */
export function loadAlgoliaInsights({appId, apiKey}: InsightsCredentials): Promise<boolean> {
  if (!isTrackingAllowed({navigator, window: window as {doNotTrack?: string | null}})) return Promise.resolve(false);
  return import(/* webpackChunkName: "search-insights" */ 'search-insights').then(
    ({default: insights}) => {
      // No cookie: the anonymous user token lives as long as the page.
      insights('init', {appId, apiKey, useCookie: false});
      return true;
    },
    () => false,
  );
}
