/** Unit tests for pure code: *.test.ts beside the module they test. */
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,src,scripts,plugins,tests/server}/**/*.test.ts'],
    environment: 'node',
  },
});
