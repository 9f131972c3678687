#!/usr/bin/env bash
# Builds the production sites the browser tests serve: one at the root and one
# under /docs-site/ (both with the test-only fixture routes), and one for
# Algolia with made-up credentials and assistant, and Insights on (tests/sites.ts). The root build has no
# analytics (the default); the /docs-site/ one reports page views to a loopback
# Matomo URL that the browser tests intercept (TEST_TRACKER in tests/sites.ts).
# The first two serve the MCP package beside the pages, as `npm run build` does.
set -euo pipefail
export SURGE_TEST_FIXTURES=true
npx docusaurus build --out-dir build
# The MCP server's snapshot, which its tests read (mcp/*.test.ts in vitest.build.config.mts), as npm run build makes it.
npx tsx mcp/src/makeSnapshot.ts build
npx tsx mcp/scripts/publishToSite.ts build
BASE_URL=/docs-site/ MATOMO_URL=http://127.0.0.1:9/matomo/ MATOMO_SITE_ID=6 MATOMO_DOMAINS='*.surge.wtf,docs.surge.wtf' \
  npx docusaurus build --out-dir build-docs-site
npx tsx mcp/scripts/publishToSite.ts build-docs-site
SURGE_TEST_FIXTURES= ALGOLIA_APP_ID=TESTAPP ALGOLIA_SEARCH_API_KEY=test-search-key ALGOLIA_INDEX_NAME=surge-test \
  ALGOLIA_ASSISTANT_ID=test-assistant ALGOLIA_INSIGHTS=true \
  npx docusaurus build --out-dir build-algolia
