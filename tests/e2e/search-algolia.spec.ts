/**
 * Spec §7 "Hosted search service": built for Algolia, the modal sends
 * DocSearch's request to Algolia's hosts (answered here by the test, never by
 * the network) and shows the error screen when every host is unreachable.
 */
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {createSearchEngine, type SearchRequest} from '../../src/search/createLocalSearchClient';
import {searchRecordsInBuild} from '../search/searchRecordsInBuild';
import {TEST_ALGOLIA, TEST_SITES} from '../sites';
import {expect, gotoHydrated, test} from './site';

const ALGOLIA_HOSTS = /^https:\/\/[^/]*algolia(net)?\.(net|com|io)\//;
const engine = createSearchEngine(searchRecordsInBuild(path.resolve(TEST_SITES.algolia.dir)));

/** Answers Algolia's queries endpoint from the built records; records every request. */
async function answerAlgolia(page: Page, requests: Request[]) {
  await page.route(ALGOLIA_HOSTS, async (route) => {
    requests.push(route.request());
    const body = route.request().postDataJSON() as {requests: SearchRequest[]};
    await route.fulfill({json: {results: body.requests.map((request) => engine.searchOne(request))}});
  });
}

test.describe('Algolia mode', () => {
  test('sends DocSearch’s query to Algolia with the credentials in the query string', async ({page}) => {
    const requests: Request[] = [];
    await answerAlgolia(page, requests);
    await gotoHydrated(page, 'docs/intro');
    expect(requests).toHaveLength(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('bond');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    const last = requests.at(-1)!;
    const url = new URL(last.url());
    expect(last.method()).toBe('POST');
    expect(url.hostname).toMatch(new RegExp(`^${TEST_ALGOLIA.appId.toLowerCase()}-dsn\\.algolia\\.net$`));
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe(TEST_ALGOLIA.appId);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(TEST_ALGOLIA.searchApiKey);
    const [query] = (last.postDataJSON() as {requests: SearchRequest[]}).requests;
    expect(query).toMatchObject({
      indexName: TEST_ALGOLIA.indexName,
      query: 'bond',
      hitsPerPage: 20,
      clickAnalytics: false,
      attributesToSnippet: expect.arrayContaining(['content:10']),
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
  });

  test.describe('when every Algolia host is unreachable', () => {
    test.use({allowedConsoleErrors: /ERR_FAILED|Failed to load resource|Unreachable hosts|RetryError/});

    test('shows the error screen', async ({page}) => {
      await page.route(ALGOLIA_HOSTS, (route) => route.abort('connectionrefused'));
      await gotoHydrated(page, 'docs/intro');
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('bond');
      await expect(page.locator('.DocSearch-Modal')).toContainText('Unable to fetch results', {timeout: 20_000});
      await expect(page.locator('.DocSearch-Modal')).toContainText('You might want to check your network connection.');
    });
  });

  test('the search page queries Algolia too', async ({page}) => {
    const requests: Request[] = [];
    await answerAlgolia(page, requests);
    await gotoHydrated(page, 'search?q=register%20prover');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
  });
});
