import {describe, expect, test} from 'vitest';
import {normalizeBaseUrl, readSiteEnvironment} from './readSiteEnvironment';

const ALGOLIA = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'surge'};

describe('readSiteEnvironment', () => {
  test('defaults to the public site at the root, without test fixtures', () => {
    expect(readSiteEnvironment({})).toEqual({
      siteUrl: 'https://docs.surge.wtf',
      baseUrl: '/',
      withTestFixtures: false,
      algolia: null,
      generativeAnswers: null,
      mcpPackagePublished: false,
    });
  });

  test('reads the Algolia settings when all three are set', () => {
    const algolia = readSiteEnvironment({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'surge', ALGOLIA_INSIGHTS: 'true'}).algolia;
    expect(algolia).toEqual({appId: 'APP', searchApiKey: 'key', indexName: 'surge', insights: true, assistantId: null});
  });

  test('names the Algolia variables that are missing', () => {
    expect(() => readSiteEnvironment({ALGOLIA_APP_ID: 'APP'})).toThrow(/missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/);
  });

  test('reads SITE_URL, BASE_URL and SURGE_TEST_FIXTURES', () => {
    expect(readSiteEnvironment({SITE_URL: 'http://127.0.0.1:4173/', BASE_URL: 'docs-site', SURGE_TEST_FIXTURES: 'true'})).toEqual({
      siteUrl: 'http://127.0.0.1:4173',
      baseUrl: '/docs-site/',
      withTestFixtures: true,
      algolia: null,
      generativeAnswers: null,
      mcpPackagePublished: false,
    });
  });

  test('MCP_PACKAGE_PUBLISHED is true, false or unset', () => {
    expect(readSiteEnvironment({MCP_PACKAGE_PUBLISHED: 'true'}).mcpPackagePublished).toBe(true);
    expect(readSiteEnvironment({MCP_PACKAGE_PUBLISHED: 'false'}).mcpPackagePublished).toBe(false);
    expect(() => readSiteEnvironment({MCP_PACKAGE_PUBLISHED: 'yes'})).toThrow('MCP_PACKAGE_PUBLISHED must be "true" or "false" (or unset), got "yes".');
  });

  test('hands Ask AI to the Algolia assistant named by ALGOLIA_ASSISTANT_ID', () => {
    const algolia = readSiteEnvironment({...ALGOLIA, ALGOLIA_ASSISTANT_ID: ' 7f3a-assistant_1 '}).algolia;
    expect(algolia?.assistantId).toBe('7f3a-assistant_1');
  });

  test.each([
    [{ALGOLIA_ASSISTANT_ID: 'abc'}, /ALGOLIA_ASSISTANT_ID needs Algolia search too: set ALGOLIA_APP_ID/],
    [{...ALGOLIA, ALGOLIA_ASSISTANT_ID: 'https://askai.algolia.com/abc'}, /id from the Algolia dashboard/],
    [{...ALGOLIA, ALGOLIA_ASSISTANT_ID: 'abc', ASK_AI_ENDPOINT: 'http://127.0.0.1:8080/v1/chat/completions', ASK_AI_MODEL: 'm'}, /set only one/],
  ])('rejects the Ask-AI settings %j with a message that says what to do', (env, message) => {
    expect(() => readSiteEnvironment(env)).toThrow(message);
  });

  test('reads the generative endpoint, its origin for the CSP, and the model', () => {
    expect(readSiteEnvironment({ASK_AI_ENDPOINT: ' https://llm.example.org:8443/v1/chat/completions ', ASK_AI_MODEL: 'llama3.1:8b'}).generativeAnswers).toEqual(
      {
        endpoint: 'https://llm.example.org:8443/v1/chat/completions',
        origin: 'https://llm.example.org:8443',
        model: 'llama3.1:8b',
      },
    );
  });

  test.each([
    [{ASK_AI_ENDPOINT: 'http://127.0.0.1:8080/v1/chat/completions'}, /missing: ASK_AI_MODEL/],
    [{ASK_AI_MODEL: 'llama3.1:8b'}, /missing: ASK_AI_ENDPOINT/],
    [{ASK_AI_ENDPOINT: '/v1/chat/completions', ASK_AI_MODEL: 'm'}, /absolute URL such as http:\/\/127\.0\.0\.1/],
    [{ASK_AI_ENDPOINT: 'ws://127.0.0.1:8080/v1', ASK_AI_MODEL: 'm'}, /must start with https:\/\/ or http:\/\//],
    [{ASK_AI_ENDPOINT: 'https://user:secret@llm.example.org/v1', ASK_AI_MODEL: 'm'}, /must not carry credentials/],
  ])('rejects the generative settings %j with a message that says what to do', (env, message) => {
    expect(() => readSiteEnvironment(env)).toThrow(message);
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
