/**
 * The site's Content-Security-Policy as directives, and its two renderings: a
 * <meta http-equiv> for every page and a header for hosts that can set one.
 */
export type PolicyInput = {
  /** Hash sources ('sha256-…') of the inline scripts the policy allows. */
  scriptHashes: Iterable<string>;
  /** Origins the page may fetch from besides its own (search hosts). */
  connectSources?: readonly string[];
  /** Third-party hosts a configured feature needs (analytics trackers, an Ask-AI endpoint). */
  extraSources?: ExtraSources;
};

/** Sources added to one directive each; empty unless the build configures a third-party service. */
export type ExtraSources = {script?: readonly string[]; connect?: readonly string[]; img?: readonly string[]};

export type Delivery = 'meta' | 'header';

export function buildPolicy({scriptHashes, connectSources = [], extraSources = {}}: PolicyInput, delivery: Delivery): string {
  const {script = [], connect = [], img = []} = extraSources;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Scripts: own files plus the exact inline scripts of the build; never 'unsafe-inline' or 'unsafe-eval'.
    ['script-src', "'self'", ...unique(script), ...[...new Set(scriptHashes)].sort()],
    // React and Mermaid set style attributes and Mermaid and DocSearch insert <style>
    // elements at run time, which hashes cannot cover: styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Infima and DocSearch draw some icons as data: SVGs.
    ['img-src', "'self'", 'data:', ...unique(img)],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...unique([...connectSources, ...connect])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  // Browsers ignore frame-ancestors in a <meta> policy (and log an error), so only the header carries it.
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Search hosts of an Algolia application (DocSearch queries and the client's
 * retries on other hosts) and the Insights host. Listed one by one: a CSP
 * wildcard may only stand for a whole leftmost label, not `app-*`.
 */
export function algoliaConnectSources(appId: string): string[] {
  const host = appId.toLowerCase();
  return [
    `https://${host}-dsn.algolia.net`,
    `https://${host}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${host}-${n}.algolianet.com`),
    'https://insights.algolia.io',
  ];
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

type TrackerSettings = {matomo: {url: string; scriptUrl: string} | null; gtag: unknown | null} | null;

/**
 * Hosts the opt-in page-view trackers load from and report to. Matomo: its
 * script and its server (matomo.php by fetch, beacon or image). Google tag:
 * the hosts Google documents for a CSP with Google Analytics 4.
 */
export function analyticsSources(analytics: TrackerSettings): ExtraSources {
  if (!analytics) return {};
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (analytics.matomo) {
    const server = new URL(analytics.matomo.url).origin;
    script.push(new URL(analytics.matomo.scriptUrl).origin);
    connect.push(server);
    img.push(server);
  }
  if (analytics.gtag) {
    script.push('https://*.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  return {script: unique(script), connect: unique(connect), img: unique(img)};
}
