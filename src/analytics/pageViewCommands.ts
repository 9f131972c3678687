/**
 * The tracker commands for the page-view setup and for one page view:
 * Matomo's `_paq` queue (read by matomo.js) and gtag's `dataLayer` calls.
 */
import type {GtagConfig, MatomoConfig} from '@site/config/readAnalyticsEnvironment';

export type PageView = {url: string; title: string; /** The previous page after a client-side navigation; null on first load. */ referrer: string | null};

export type MatomoCommand = [string, ...unknown[]];
export type GtagCommand = [string, ...unknown[]];

export function matomoSetupCommands(config: MatomoConfig): MatomoCommand[] {
  return [
    ['setTrackerUrl', `${config.url}matomo.php`],
    ['setSiteId', config.siteId],
    // Links between the listed hosts carry the visitor id (pk_vid), so a visit spans the main and docs sites.
    ...(config.domains.length > 0 ? ([['setDomains', config.domains], ['enableCrossDomainLinking']] as MatomoCommand[]) : []),
    ['enableLinkTracking'],
  ];
}

export function matomoPageViewCommands(view: PageView): MatomoCommand[] {
  return [
    ...(view.referrer ? ([['setReferrerUrl', view.referrer]] as MatomoCommand[]) : []),
    ['setCustomUrl', view.url],
    ['setDocumentTitle', view.title],
    ['trackPageView'],
  ];
}

export function gtagSetupCommands(config: GtagConfig, now: Date): GtagCommand[] {
  return [
    ['js', now],
    // Page views are sent by hand after each route change (pageViewTracker), not by the tag itself.
    ['config', config.trackingId, {send_page_view: false, ...(config.domains.length > 0 ? {linker: {domains: config.domains}} : {})}],
  ];
}

export function gtagPageViewCommand(config: GtagConfig, view: PageView): GtagCommand {
  return [
    'event',
    'page_view',
    {send_to: config.trackingId, page_location: view.url, page_title: view.title, ...(view.referrer ? {page_referrer: view.referrer} : {})},
  ];
}
