/**
 * Fetches the site's search index (a content-hashed chunk built by the
 * search-records plugin) on first use, never at page load, and a chunk of
 * text (a section or a few) when a hit in it shows a snippet.
 */
import {loadIndex, loadText, textChunkCount as builtChunks} from '@surge/search-index';
import {textChunkCount, type SearchSource} from './searchIndex';

export async function loadSearchSource(): Promise<SearchSource> {
  const {default: index} = await loadIndex();
  if (index?.version !== 3 || typeof index.postings !== 'string' || typeof index.textStarts !== 'string' || !Array.isArray(index.sections)) {
    throw new Error('The search index is damaged: reload the page to fetch it again.');
  }
  if (builtChunks !== textChunkCount(index)) throw new Error('The search index does not match its text: reload the page.');
  return {index, loadText};
}
