/**
 * Reads the opt-in analytics settings from the build environment (README,
 * "Configuration"). Nothing set means no analytics code in the build at all.
 */
export type MatomoConfig = {
  /** Base URL of the Matomo server, ending in `/`; page views go to `<url>matomo.php`. */
  url: string;
  siteId: string;
  /** Where matomo.js is loaded from (Matomo Cloud serves it from a CDN). */
  scriptUrl: string;
  /** Hosts of the main site and the docs site, for cross-domain linking (`*.example.org` allowed). */
  domains: string[];
};

export type GtagConfig = {
  trackingId: string;
  /** Hosts for the gtag linker (cross-domain measurement). */
  domains: string[];
};

export type AnalyticsConfig = {matomo: MatomoConfig | null; gtag: GtagConfig | null};

type Env = Record<string, string | undefined>;

export function readAnalyticsEnvironment(env: Env): AnalyticsConfig | null {
  const matomo = readMatomo(env);
  const gtag = readGtag(env);
  return matomo || gtag ? {matomo, gtag} : null;
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function readMatomo(env: Env): MatomoConfig | null {
  const url = value(env, 'MATOMO_URL');
  const siteId = value(env, 'MATOMO_SITE_ID');
  if (!url && !siteId) {
    for (const name of ['MATOMO_DOMAINS', 'MATOMO_SCRIPT_URL']) {
      if (value(env, name)) throw new Error(`${name} is set but MATOMO_URL and MATOMO_SITE_ID are not; set both to turn Matomo on.`);
    }
    return null;
  }
  if (!url) throw new Error('MATOMO_SITE_ID is set but MATOMO_URL is not: set MATOMO_URL to your Matomo server, e.g. https://example.matomo.cloud/.');
  if (!siteId) throw new Error('MATOMO_URL is set but MATOMO_SITE_ID is not: set it to the numeric id of this site in Matomo.');
  if (!/^\d+$/.test(siteId)) throw new Error(`MATOMO_SITE_ID must be the numeric id of the site in Matomo, got "${siteId}".`);
  const base = parseHttpUrl('MATOMO_URL', url);
  const normalized = base.href.endsWith('/') ? base.href : `${base.href}/`;
  const scriptUrl = value(env, 'MATOMO_SCRIPT_URL');
  return {
    url: normalized,
    siteId,
    scriptUrl: scriptUrl ? parseHttpUrl('MATOMO_SCRIPT_URL', scriptUrl).href : `${normalized}matomo.js`,
    domains: readDomains(env, 'MATOMO_DOMAINS'),
  };
}

function readGtag(env: Env): GtagConfig | null {
  const trackingId = value(env, 'GTAG_TRACKING_ID');
  if (!trackingId) {
    if (value(env, 'GTAG_DOMAINS')) throw new Error('GTAG_DOMAINS is set but GTAG_TRACKING_ID is not; set it to turn Google Analytics on.');
    return null;
  }
  if (!/^[A-Z]{1,3}-[A-Z0-9-]+$/.test(trackingId)) {
    throw new Error(`GTAG_TRACKING_ID must be a Google tag id such as G-XXXXXXXXXX, got "${trackingId}".`);
  }
  return {trackingId, domains: readDomains(env, 'GTAG_DOMAINS')};
}

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://example.matomo.cloud/, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must start with https:// or http://, got "${raw}".`);
  return url;
}

/** "*.surge.wtf, docs.surge.wtf" → ['*.surge.wtf', 'docs.surge.wtf'] */
function readDomains(env: Env, name: string): string[] {
  const domains = (value(env, name) ?? '')
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean);
  for (const domain of domains) {
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain)) {
      throw new Error(`${name} is a comma-separated list of host names such as *.surge.wtf,docs.surge.wtf; "${domain}" is not one.`);
    }
  }
  return domains;
}
