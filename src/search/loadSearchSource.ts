/**
 * Fetches the site's search index (a content-hashed chunk built by the
 * search-records plugin) on first use, never at page load, and a page's text
 * (one small chunk per page) when a hit on that page shows it.
 */
import {loadIndex, pageTextLoaders} from '@surge/search-index';
import type {SearchSource} from './searchIndex';

export async function loadSearchSource(): Promise<SearchSource> {
  const {default: index} = await loadIndex();
  if (index?.version !== 3 || typeof index.postings !== 'string' || !Array.isArray(index.sections)) {
    throw new Error('The search index is damaged: reload the page to fetch it again.');
  }
  if (pageTextLoaders.length !== index.pages.length) throw new Error('The search index does not match its page texts: reload the page.');
  return {index, loadPageText: async (page) => (await pageTextLoaders[page]!()).default};
}
