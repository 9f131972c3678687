import {describe, expect, test} from 'vitest';
import {normalizeBaseUrl, readSiteEnvironment} from './readSiteEnvironment';

describe('readSiteEnvironment', () => {
  test('defaults to the public site at the root, without test fixtures', () => {
    expect(readSiteEnvironment({})).toEqual({
      siteUrl: 'https://docs.surge.wtf',
      baseUrl: '/',
      withTestFixtures: false,
      algolia: null,
    });
  });

  test('reads the Algolia settings when all three are set', () => {
    const algolia = readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'surge', ALGOLIA_INSIGHTS: 'true'}).algolia;
    expect(algolia).toEqual({appId: 'APP', searchApiKey: 'key', indexName: 'surge', insights: true});
  });

  test('names the Algolia variables that are missing', () => {
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP'})).toThrow(/missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/);
  });

  test('reads SITE_URL, BASE_URL and SURGE_TEST_FIXTURES', () => {
    expect(
      readSiteEnvironment({SITE_URL: 'http://127.0.0.1:4173/', BASE_URL: 'docs-site', SURGE_TEST_FIXTURES: 'true'}),
    ).toEqual({siteUrl: 'http://127.0.0.1:4173', baseUrl: '/docs-site/', withTestFixtures: true, algolia: null});
  });

  test.each([
    ['docs.surge.wtf', /absolute URL/],
    ['ftp://docs.surge.wtf', /https:\/\//],
    ['https://example.org/docs/', /put the path "\/docs\/" in BASE_URL/],
  ])('rejects SITE_URL %s with a message that says what to do', (siteUrl, message) => {
    expect(() => readSiteEnvironment({SITE_URL: siteUrl})).toThrow(message);
  });
});

describe('normalizeBaseUrl', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['docs-site', '/docs-site/'],
    ['/docs-site', '/docs-site/'],
    ['//docs-site//', '/docs-site/'],
    ['/a/b/', '/a/b/'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeBaseUrl(raw)).toBe(expected);
  });

  test.each(['/../etc/', '/docs?x=1/', '/my docs/'])('rejects %j', (raw) => {
    expect(() => normalizeBaseUrl(raw)).toThrow(/plain path/);
  });
});
