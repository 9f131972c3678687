/**
 * The Content-Security-Policy the build writes (plugins/content-security-policy):
 * a <meta> in every page before its first script, and the `_headers` file's
 * header with frame-ancestors. That browsers hold pages to it is
 * tests/e2e/csp.spec.ts.
 */
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {parseHeadersFile} from '../server/parseHeadersFile';
import {TEST_SITES} from '../sites';
import {builtFile, builtHtmlFiles} from './builtSite';

const DOC_PAGE_COUNT = 24;

/** The policy of a page's <meta>, and whether it comes before the page's first script. */
function metaPolicy(html: string): {policy: string | undefined; beforeFirstScript: boolean} {
  const $ = load(html);
  const elements = $('*').toArray();
  const meta = $('meta[http-equiv="Content-Security-Policy"]').get(0);
  const firstScript = elements.findIndex((element) => $(element).is('script'));
  return {
    policy: meta && $(meta).attr('content'),
    beforeFirstScript: meta !== undefined && (firstScript === -1 || elements.indexOf(meta) < firstScript),
  };
}

describe('Content-Security-Policy in the pages', () => {
  test('every built page declares a policy before its first script, with no inline or eval scripts allowed', () => {
    const files = builtHtmlFiles(TEST_SITES.root);
    expect(files.length).toBeGreaterThan(DOC_PAGE_COUNT);
    for (const file of files) {
      const {policy, beforeFirstScript} = metaPolicy(builtFile(TEST_SITES.root, file));
      expect(policy, `${file} has a policy <meta>`).toBeDefined();
      expect(beforeFirstScript, `${file}: the policy comes before the first script`).toBe(true);
      const scriptSrc = /script-src ([^;]+)/.exec(policy!)?.[1] ?? '';
      expect(scriptSrc, file).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:/);
      expect(policy, file).toMatch(/object-src 'none'/);
      expect(policy, file).toMatch(/base-uri 'self'/);
      // Test builds (SURGE_TEST_FIXTURES) also allow loopback, where ask-ai.spec.ts runs its chat server.
      expect(policy, file).toMatch(/connect-src 'self'( http:\/\/127\.0\.0\.1:\*)?(;|$)/);
    }
  });

  test('a build without test fixtures connects only to itself and its configured services', () => {
    // The Algolia test build is built as for a release (no SURGE_TEST_FIXTURES), with an Algolia assistant.
    const {policy} = metaPolicy(builtFile(TEST_SITES.algolia, 'docs/intro.html'));
    const connectSrc = /connect-src ([^;]+)/.exec(policy!)![1]!.split(' ');
    expect(connectSrc).toEqual([
      "'self'",
      'https://testapp-dsn.algolia.net',
      'https://testapp.algolia.net',
      'https://testapp-1.algolianet.com',
      'https://testapp-2.algolianet.com',
      'https://testapp-3.algolianet.com',
      'https://insights.algolia.io',
      'https://askai.algolia.com',
    ]);
  });
});

describe('Content-Security-Policy from the _headers file', () => {
  test('sets the policy with frame-ancestors for every path', () => {
    const rules = parseHeadersFile(builtFile(TEST_SITES.root, '_headers'));
    expect(rules.map((rule) => rule.path)).toEqual(['/*']);
    const policy = rules[0]!.headers['Content-Security-Policy'];
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
