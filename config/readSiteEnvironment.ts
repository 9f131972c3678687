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
  /** A chat-completions endpoint that writes Ask-AI answers; null answers from the docs alone. */
  generativeAnswers: GenerativeAnswersEnvironment | null;
  /** The MCP package is on npm (MCP_PACKAGE_PUBLISHED=true): pages may offer `npx surge-docs-mcp` beside the site's own tarball. */
  mcpPackagePublished: boolean;
};

export type AlgoliaEnvironment = {
  appId: string;
  /** The search-only key: it ships to every browser. */
  searchApiKey: string;
  indexName: string;
  /** Send DocSearch's click and view events (ALGOLIA_INSIGHTS=true). */
  insights: boolean;
  /** Algolia Ask AI assistant: DocSearch's own Ask-AI mode answers; null answers locally. */
  assistantId: string | null;
};

export type GenerativeAnswersEnvironment = {
  /** OpenAI-compatible chat-completions URL, called from readers' browsers. */
  endpoint: string;
  /** Its origin, which the Content-Security-Policy must allow in connect-src. */
  origin: string;
  model: string;
};

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

const DEFAULT_SITE_URL = 'https://docs.surge.wtf';

export function readSiteEnvironment(env: Record<string, string | undefined>): SiteEnvironment {
  return {
    siteUrl: parseSiteUrl(env.SITE_URL ?? DEFAULT_SITE_URL),
    baseUrl: normalizeBaseUrl(env.BASE_URL ?? '/'),
    withTestFixtures: env.SURGE_TEST_FIXTURES === 'true',
    algolia: readAlgolia(env),
    generativeAnswers: readGenerativeAnswers(env),
    mcpPackagePublished: readFlag(env, 'MCP_PACKAGE_PUBLISHED'),
  };
}

/** `true`, `false` or unset: anything else is a typo that would silently change what pages show. */
function readFlag(env: Record<string, string | undefined>, name: string): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be "true" or "false" (or unset), got "${raw}".`);
}

/** All three variables, or none: a half-configured Algolia is an error, not a silent fallback. */
function readAlgolia(env: Record<string, string | undefined>): AlgoliaEnvironment | null {
  const present = ALGOLIA_VARIABLES.filter((name) => env[name]?.trim());
  if (present.length === 0) {
    if (env.ALGOLIA_ASSISTANT_ID?.trim()) {
      throw new Error(
        `ALGOLIA_ASSISTANT_ID needs Algolia search too: set ${ALGOLIA_VARIABLES.join(', ')}, or unset it to answer Ask-AI questions from the docs.`,
      );
    }
    return null;
  }
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
    assistantId: readAssistantId(env),
  };
}

/** Algolia assistant ids are opaque tokens; whitespace or slashes mean a pasted URL or a typo. */
function readAssistantId(env: Record<string, string | undefined>): string | null {
  const raw = env.ALGOLIA_ASSISTANT_ID?.trim();
  if (!raw) return null;
  if (!/^[\w-]+$/.test(raw)) {
    throw new Error(`ALGOLIA_ASSISTANT_ID must be the assistant's id from the Algolia dashboard (letters, digits, - and _), got "${raw}".`);
  }
  return raw;
}

/** ASK_AI_ENDPOINT and ASK_AI_MODEL together, or neither; never beside an Algolia assistant. */
function readGenerativeAnswers(env: Record<string, string | undefined>): GenerativeAnswersEnvironment | null {
  const raw = env.ASK_AI_ENDPOINT?.trim();
  const model = env.ASK_AI_MODEL?.trim();
  if (!raw && !model) return null;
  if (!raw || !model) {
    throw new Error(
      `Generative answers need ASK_AI_ENDPOINT and ASK_AI_MODEL together; missing: ${raw ? 'ASK_AI_MODEL' : 'ASK_AI_ENDPOINT'}. ` +
        'Set it, or unset the other to answer from the docs alone.',
    );
  }
  if (env.ALGOLIA_ASSISTANT_ID?.trim()) {
    throw new Error('ALGOLIA_ASSISTANT_ID and ASK_AI_ENDPOINT both answer Ask-AI questions: set only one of them.');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ASK_AI_ENDPOINT must be an absolute URL such as http://127.0.0.1:8080/v1/chat/completions, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`ASK_AI_ENDPOINT must start with https:// or http://, got "${raw}".`);
  }
  if (url.username || url.password) {
    throw new Error("ASK_AI_ENDPOINT must not carry credentials: every reader's browser would receive them.");
  }
  return {endpoint: url.href, origin: url.origin, model};
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
