/**
 * The search page's client: the embedded index, or Algolia's lite client when
 * the site is built for Algolia. Both answer `search({requests})` the same way.
 */
import type {LocalSearchResult, SearchRequest} from '@site/src/search/createLocalSearchClient';
import {siteSearch} from '@site/src/theme/SearchBar/siteSearch';

export type PageSearchClient = {
  search(input: {requests: SearchRequest[]}): Promise<{results: LocalSearchResult[]}>;
  suggestions(count: number): Promise<string[]>;
};

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

export async function loadPageSearchClient(mode: string, algolia: AlgoliaSettings, suggestions: string[]): Promise<PageSearchClient> {
  if (mode !== 'algolia') {
    // The site's one search loader (src/search/searchLoader.ts), shared with the modal: the whole index answers here.
    return {
      search: async ({requests}) => {
        const engine = await siteSearch.loadWholeEngine();
        return {results: await Promise.all(requests.map((request) => engine.searchOne(request)))};
      },
      suggestions: siteSearch.suggestions,
    };
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
