/**
 * Checks of the built sites that need no browser (tests/build/*.test.ts): run
 * after `npm run build:test`, over build/, build-docs-site/ and build-algolia/,
 * and the MCP server's tests that answer from the snapshot the root build gives.
 */
import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {MCP_TESTS_OF_THE_BUILD} from './vitest.config.mts';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/build/**/*.test.ts', ...MCP_TESTS_OF_THE_BUILD],
    environment: 'node',
    // The build-rule fixtures each run a Docusaurus build.
    testTimeout: 120_000,
  },
});
