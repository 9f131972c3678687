/** The search engine's chunk: an engine over the site's index, or its headings alone (fetched by src/search/searchLoader.ts). */
import {createSearchEngineInSlices, type SearchEngine} from './createLocalSearchClient';
import {siteSearchSource} from './siteSearchSource';
import type {SearchIndex} from './searchIndex';

/**
 * Over the headings alone a single letter searches titles only (termQuery in engineRequest.ts),
 * so its hits are the whole engine's; longer words also match the text, which only the whole index holds.
 */
export async function buildEngine(index: SearchIndex): Promise<SearchEngine> {
  return createSearchEngineInSlices(siteSearchSource(index));
}
