/** Unit tests for pure code: *.test.ts beside the module they test. */
import path from 'node:path';
import {configDefaults, defineConfig} from 'vitest/config';

/** Tests of the MCP server that read mcp/snapshot.json, which a build makes: they run with the checks of the built files. */
export const MCP_TESTS_OF_THE_BUILD = ['mcp/server.test.ts', 'mcp/transports.test.ts', 'mcp/package.test.ts'];

export default defineConfig({
  // The same `@site/…` imports the site code uses under Docusaurus.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['{bench,config,lib,src,scripts,plugins,mcp,tests/server}/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MCP_TESTS_OF_THE_BUILD],
    environment: 'node',
    // The files share a worker's module registry instead of each loading its own: 8 s instead of 28 s
    // for the whole suite on a 2-core machine. Tests that change globals restore them (afterEach);
    // the suite passes in shuffled orders (npx vitest run --sequence.shuffle).
    isolate: false,
    // A guard against a hung test, not a speed limit: a test that reads every doc can take several
    // seconds on a busy 2-core machine, past Vitest's default of 5.
    testTimeout: 30_000,
  },
});
