/**
 * The site's Content-Security-Policy as directives, and its two renderings: a
 * <meta http-equiv> for every page and a header for hosts that can set one.
 */
export type PolicyInput = {
  /** Hash sources ('sha256-…') of the inline scripts the policy allows. */
  scriptHashes: Iterable<string>;
  /** Origins the page may fetch from besides its own (search hosts). */
  connectSources?: readonly string[];
};

export type Delivery = 'meta' | 'header';

export function buildPolicy({scriptHashes, connectSources = []}: PolicyInput, delivery: Delivery): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Scripts: own files plus the exact inline scripts of the build; never 'unsafe-inline' or 'unsafe-eval'.
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()],
    // React and Mermaid set style attributes and Mermaid and DocSearch insert <style>
    // elements at run time, which hashes cannot cover: styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Infima and DocSearch draw some icons as data: SVGs.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  // Browsers ignore frame-ancestors in a <meta> policy (and log an error), so only the header carries it.
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Search hosts of an Algolia application (DocSearch queries, retries, Insights). */
export function algoliaConnectSources(appId: string): string[] {
  const host = appId.toLowerCase();
  return [`https://${host}-dsn.algolia.net`, `https://${host}-*.algolianet.com`, 'https://insights.algolia.io'];
}
