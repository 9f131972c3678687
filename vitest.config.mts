/** Unit tests for pure code: *.test.ts beside the module they test. */
import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The same `@site/…` imports the site code uses under Docusaurus.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['{bench,config,src,scripts,plugins,mcp,tests/server}/**/*.test.ts'],
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
