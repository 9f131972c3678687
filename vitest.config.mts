/** Unit tests for pure code: *.test.ts beside the module they test. */
import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The same `@site/…` imports the site code uses under Docusaurus.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['{bench,config,src,scripts,plugins,tests/server}/**/*.test.ts'],
    environment: 'node',
  },
});
