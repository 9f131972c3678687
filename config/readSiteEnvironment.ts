/**
 * Reads the build-time environment the site config depends on, with a clear
 * message for values a build cannot use (README lists the variables).
 */
export type SiteEnvironment = {
  /** Origin the site is deployed at, e.g. https://docs.surge.wtf */
  siteUrl: string;
  /** Path the site is served under, always starting and ending with '/'. */
  baseUrl: string;
  /** Adds test-only routes under /tests/; never set for a release build. */
  withTestFixtures: boolean;
  /** Hosted search; null means the embedded index (the default). */
  algolia: AlgoliaEnvironment | null;
};

export type AlgoliaEnvironment = {
  appId: string;
  /** The search-only key: it ships to every browser. */
  searchApiKey: string;
  indexName: string;
  /** Send DocSearch's click and view events (ALGOLIA_INSIGHTS=true). */
  insights: boolean;
};

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

const DEFAULT_SITE_URL = 'https://docs.surge.wtf';

export function readSiteEnvironment(env: Record<string, string | undefined>): SiteEnvironment {
  return {
    siteUrl: parseSiteUrl(env.SITE_URL ?? DEFAULT_SITE_URL),
    baseUrl: normalizeBaseUrl(env.BASE_URL ?? '/'),
    withTestFixtures: env.SURGE_TEST_FIXTURES === 'true',
    algolia: readAlgolia(env),
  };
}

/** All three variables, or none: a half-configured Algolia is an error, not a silent fallback. */
function readAlgolia(env: Record<string, string | undefined>): AlgoliaEnvironment | null {
  const present = ALGOLIA_VARIABLES.filter((name) => env[name]?.trim());
  if (present.length === 0) return null;
  const missing = ALGOLIA_VARIABLES.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs ${ALGOLIA_VARIABLES.join(', ')} together; missing: ${missing.join(', ')}. ` +
        'Set it, or unset the others to use the embedded search.',
    );
  }
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    searchApiKey: env.ALGOLIA_SEARCH_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    insights: env.ALGOLIA_INSIGHTS === 'true',
  };
}

function parseSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://, got "${raw}".`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL is the origin only ("${url.origin}"); put the path "${url.pathname}" in BASE_URL.`);
  }
  return url.origin;
}

/** "docs-site", "/docs-site" and "docs-site/" all become "/docs-site/". */
export function normalizeBaseUrl(raw: string): string {
  const segments = raw.trim().split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..' || /[?#\s]/.test(segment))) {
    throw new Error(`BASE_URL must be a plain path such as /docs/, got "${raw}".`);
  }
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}
