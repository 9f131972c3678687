import {describe, expect, test} from 'vitest';
import {algoliaConnectSources, analyticsSources, buildPolicy} from './buildPolicy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('buildPolicy', () => {
  const hashes = ["'sha256-b='", "'sha256-a='", "'sha256-b='"];

  test('allows scripts from the site and the given hashes only, each hash once', () => {
    const scriptSrc = directives(buildPolicy({scriptHashes: hashes}, 'meta')).get('script-src');
    expect(scriptSrc).toEqual(["'self'", "'sha256-a='", "'sha256-b='"]);
  });

  test.each(['meta', 'header'] as const)('never allows inline or eval scripts (%s)', (delivery) => {
    const policy = buildPolicy({scriptHashes: hashes}, delivery);
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  test.each([
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['default-src', ["'self'"]],
  ])('sets %s to %j', (name, sources) => {
    expect(directives(buildPolicy({scriptHashes: []}, 'meta')).get(name)).toEqual(sources);
  });

  test('puts frame-ancestors in the header only, where browsers honour it', () => {
    expect(directives(buildPolicy({scriptHashes: []}, 'header')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(buildPolicy({scriptHashes: []}, 'meta')).has('frame-ancestors')).toBe(false);
  });

  test('adds the given connect sources after the site itself', () => {
    const policy = buildPolicy({scriptHashes: [], connectSources: ['https://search.example']}, 'meta');
    expect(directives(policy).get('connect-src')).toEqual(["'self'", 'https://search.example']);
  });
});

describe('algoliaConnectSources', () => {
  test('names the query hosts of the application and the Insights host', () => {
    expect(algoliaConnectSources('ABC123XYZ')).toEqual([
      'https://abc123xyz-dsn.algolia.net',
      'https://abc123xyz.algolia.net',
      'https://abc123xyz-1.algolianet.com',
      'https://abc123xyz-2.algolianet.com',
      'https://abc123xyz-3.algolianet.com',
      'https://insights.algolia.io',
    ]);
  });
});

describe('analyticsSources', () => {
  test('adds nothing when no tracker is configured', () => {
    expect(analyticsSources(null)).toEqual({});
    expect(directives(buildPolicy({scriptHashes: [], extraSources: analyticsSources(null)}, 'meta')).get('img-src')).toEqual(["'self'", 'data:']);
  });

  test('allows a Matomo script host and its tracking server, each once', () => {
    const sources = analyticsSources({
      matomo: {url: 'https://stats.example/', scriptUrl: 'https://cdn.example/matomo.js'},
      gtag: null,
    });
    const policy = directives(buildPolicy({scriptHashes: ["'sha256-a='"], extraSources: sources}, 'meta'));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example', "'sha256-a='"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://stats.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://stats.example']);
  });

  test("allows the Google tag's script and collection hosts", () => {
    const policy = directives(buildPolicy({scriptHashes: [], extraSources: analyticsSources({matomo: null, gtag: {}})}, 'header'));
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
  });
});
