/** The production builds the browser tests serve, and where (TEST_PORT moves them all). */
const FIRST_PORT = Number(process.env.TEST_PORT ?? 4173);

export const TEST_SITES = {
  root: {dir: 'build', base: '/', port: FIRST_PORT, origin: `http://127.0.0.1:${FIRST_PORT}`},
  subpath: {
    dir: 'build-docs-site',
    base: '/docs-site/',
    port: FIRST_PORT + 1,
    origin: `http://127.0.0.1:${FIRST_PORT + 1}`,
  },
  /** Built for Algolia with made-up credentials; tests answer its requests themselves. */
  algolia: {dir: 'build-algolia', base: '/', port: FIRST_PORT + 2, origin: `http://127.0.0.1:${FIRST_PORT + 2}`},
} as const;

export const TEST_ALGOLIA = {appId: 'TESTAPP', searchApiKey: 'test-search-key', indexName: 'surge-test', assistantId: 'test-assistant'} as const;

/**
 * The Matomo-compatible tracker the /docs-site/ test build reports to
 * (scripts/build-test-sites.sh). Nothing listens there: the browser tests
 * answer its requests themselves (tests/e2e/site.ts), so none leaves the machine.
 */
export const TEST_TRACKER = {url: 'http://127.0.0.1:9/matomo/', siteId: '6', domains: '*.surge.wtf,docs.surge.wtf'} as const;

/** Debian's Chromium (or CHROME_PATH), for every Playwright config. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // Without these, Chromium keeps dialling Google services this network refuses.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
