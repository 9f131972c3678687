#!/usr/bin/env bash
# Builds the two production sites the browser tests serve: one at the root
# and one under /docs-site/, both with the test-only fixture routes.
set -euo pipefail
export SURGE_TEST_FIXTURES=true
npx docusaurus build --out-dir build
BASE_URL=/docs-site/ npx docusaurus build --out-dir build-docs-site
