/**
 * The search page's client: the embedded index, or Algolia's lite client when
 * the site is built for Algolia. Both answer `search({requests})` the same way.
 */
import type {LocalSearchResult, SearchRequest} from '@site/src/search/createLocalSearchClient';

export type PageSearchClient = {
  search(input: {requests: SearchRequest[]}): Promise<{results: LocalSearchResult[]}>;
  suggestions(count: number): Promise<string[]>;
};

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

export async function loadPageSearchClient(mode: string, algolia: AlgoliaSettings, suggestions: string[]): Promise<PageSearchClient> {
  if (mode !== 'algolia') {
    const {siteSearchClient} = await import(/* webpackChunkName: "search-engine" */ '@site/src/search/siteSearchClient');
    return siteSearchClient;
  }
  const {liteClient} = await import('algoliasearch/lite');
  const client = liteClient(algolia.appId, algolia.apiKey);
  return {
    search: ({requests}) =>
      client.search({requests: requests.map((request) => ({...request, indexName: algolia.indexName}))}) as unknown as Promise<{
        results: LocalSearchResult[];
      }>,
    suggestions: async (count) => suggestions.slice(0, count),
  };
}
