/**
 * Browser tests run in Debian's Chromium against production builds served on
 * loopback (tests/global-setup.ts): the root build gets every test, the build
 * under /docs-site/ re-runs the route tests that depend on the base URL (not
 * those tagged @any-base), the Markdown and metadata tests to prove a non-root
 * base URL works (and is the build with analytics configured), and
 * the Algolia build runs the hosted-search tests.
 */
import {defineConfig} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS, TEST_SITES} from './tests/sites';

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a failure: nothing is retried.
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Recording a trace costs every test a fifth of its time (snapshots at each action), even when
    // it is thrown away: rerun a failing test with --trace on to get one (README, "Run every test").
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {name: 'root', testIgnore: /search-algolia\.spec\.ts/, use: {baseURL: TEST_SITES.root.origin + TEST_SITES.root.base}},
    {
      name: 'docs-site',
      // Everything whose URLs depend on the base URL.
      testMatch: /(routes|markdown|metadata|analytics)\.spec\.ts/,
      grepInvert: /@any-base/,
      use: {baseURL: TEST_SITES.subpath.origin + TEST_SITES.subpath.base},
    },
    {name: 'algolia', testMatch: /search-algolia\.spec\.ts/, use: {baseURL: TEST_SITES.algolia.origin + TEST_SITES.algolia.base}},
  ],
});
