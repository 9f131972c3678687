/**
 * Spec §7 "Hosted search service": built for Algolia, the modal sends
 * DocSearch's request to Algolia's hosts (answered here by the test, never by
 * the network) and shows the error screen when every host is unreachable.
 * Built with an Algolia assistant too, so Ask AI is DocSearch's own (issue 9).
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
    // Keys typed before the modal has loaded and focused its input are lost.
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

  test('hands Ask AI to DocSearch’s own assistant when ALGOLIA_ASSISTANT_ID is set', async ({page}) => {
    await answerAlgolia(page, []);
    const askAiRequests: Request[] = [];
    const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST'};
    await page.route('https://askai.algolia.com/**', async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
      askAiRequests.push(request);
      if (new URL(request.url()).pathname === '/chat/token') {
        const payload = Buffer.from(JSON.stringify({exp: Math.floor(Date.now() / 1000) + 3600})).toString('base64');
        return route.fulfill({headers: cors, json: {success: true, token: `${payload}.signature`}});
      }
      // The AI SDK's UI message stream, which DocSearch's chat reads.
      const events = [
        {type: 'start', messageId: 'm1'},
        {type: 'start-step'},
        {type: 'text-start', id: 't1'},
        {type: 'text-delta', id: 't1', delta: 'Bonds are paid in ETH, says the assistant.'},
        {type: 'text-end', id: 't1'},
        {type: 'finish-step'},
        {type: 'finish'},
      ];
      return route.fulfill({
        headers: {...cors, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
        body: `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`,
      });
    });
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    // Keys typed before the modal has loaded and focused its input are lost.
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('bond');
    await expect(page.locator('.DocSearch-Hit--AskAI')).toContainText('Ask AI: bond');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toContainText('Bonds are paid in ETH, says the assistant.');
    await expect(page.locator('.DocSearch-Modal')).toContainText('Answers are generated with AI');
    // The site's local answers stay out of the way.
    await expect(page.locator('[data-surge-screen="ask-ai"]')).toHaveCount(0);
    const chat = askAiRequests.find((request) => new URL(request.url()).pathname === '/chat')!;
    expect(await chat.headerValue('x-algolia-assistant-id')).toBe(TEST_ALGOLIA.assistantId);
    expect(await chat.headerValue('x-algolia-index-name')).toBe(TEST_ALGOLIA.indexName);
    expect(JSON.stringify(chat.postDataJSON())).toContain('bond');
  });

  test('the search page queries Algolia too', async ({page}) => {
    const requests: Request[] = [];
    await answerAlgolia(page, requests);
    await gotoHydrated(page, 'search?q=register%20prover');
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
  });
});
