/**
 * Checks of the built sites that need no browser (tests/build/*.test.ts): run
 * after `npm run build:test`, over build/, build-docs-site/ and build-algolia/.
 */
import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // The build-rule fixtures each run a Docusaurus build.
    testTimeout: 120_000,
  },
});
