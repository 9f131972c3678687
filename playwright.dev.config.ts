/**
 * The dev server (`npm start`) in Debian's Chromium: one spec (tests/dev)
 * against `docusaurus start`, which renders pages in the browser only, so it
 * runs none of the production build's server render. Run by `npm test` after
 * the browser tests; alone with `npx playwright test --config playwright.dev.config.ts`.
 */
import {defineConfig} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './tests/sites';

/** After the three test builds' ports (tests/sites.ts). */
const DEV_PORT = Number(process.env.TEST_PORT ?? 4173) + 3;
const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;

export default defineConfig({
  testDir: './tests/dev',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/dev.json'}]],
  webServer: {
    command: `npx docusaurus start --host 127.0.0.1 --port ${DEV_PORT} --no-open`,
    url: `${ORIGIN}/docs/intro`,
    // The first compile of the whole site takes a while on a small machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL: `${ORIGIN}/`,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
