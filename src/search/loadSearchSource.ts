/**
 * Fetches the site's search index (a content-hashed chunk built by the
 * search-records plugin) on first use, never at page load, and a chunk of
 * text (a section or a few) when a hit in it shows a snippet. Ask AI, which
 * reads every record, fetches them as one file.
 */
import {allRecordsUrl, loadHeadings, loadIndex, loadText, textChunkCount as builtChunks} from '@surge/search-index';
import {expandRecords, type CompactRecords} from './compactRecords';
import {textChunkCount, type SearchSource} from './searchIndex';

async function fetchAllRecords(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The documentation’s text could not be loaded (HTTP ${response.status}).`);
  const compact = (await response.json()) as CompactRecords;
  if (compact?.version !== 2 || !Array.isArray(compact.sectionSteps)) throw new Error('The documentation’s text is damaged: reload the page.');
  return expandRecords(compact);
}

export async function loadSearchSource(load: typeof loadIndex = loadIndex): Promise<SearchSource> {
  const {default: index} = await load();
  if (index?.version !== 3 || typeof index.postings !== 'string' || typeof index.textStarts !== 'string' || !Array.isArray(index.sections)) {
    throw new Error('The search index is damaged: reload the page to fetch it again.');
  }
  if (builtChunks !== textChunkCount(index)) throw new Error('The search index does not match its text: reload the page.');
  const recordsUrl = allRecordsUrl;
  return {index, loadText, ...(recordsUrl ? {loadAllRecords: () => fetchAllRecords(recordsUrl)} : {})};
}

/** The index's headings only (no words): what the search bar has fetched ahead, to find titles while the rest loads. */
export function loadHeadingsSource(): Promise<SearchSource> {
  return loadSearchSource(loadHeadings);
}
