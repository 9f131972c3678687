/**
 * The site's search source around the index the loader fetched (src/search/searchLoader.ts): the
 * index checked, a chunk of text (a section or a few) fetched when a hit in it shows a snippet,
 * and, for Ask AI, which reads every record, all of them as one file.
 */
import {allRecordsUrl, loadText, textChunkCount as builtChunks} from '@surge/search-index';
import {expandRecords, type CompactRecords} from './compactRecords';
import {textChunkCount, type SearchIndex, type SearchSource} from './searchIndex';

async function fetchAllRecords(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The documentation’s text could not be loaded (HTTP ${response.status}).`);
  const compact = (await response.json()) as CompactRecords;
  if (compact?.version !== 2 || !Array.isArray(compact.sectionSteps)) throw new Error('The documentation’s text is damaged: reload the page.');
  return expandRecords(compact);
}

/** Throws, with what to do, when the index is not the one this code reads. */
export function siteSearchSource(index: SearchIndex): SearchSource {
  if (index?.version !== 3 || typeof index.postings !== 'string' || typeof index.textStarts !== 'string' || !Array.isArray(index.sections)) {
    throw new Error('The search index is damaged: reload the page to fetch it again.');
  }
  if (builtChunks !== textChunkCount(index)) throw new Error('The search index does not match its text: reload the page.');
  const recordsUrl = allRecordsUrl;
  return {index, loadText, ...(recordsUrl ? {loadAllRecords: () => fetchAllRecords(recordsUrl)} : {})};
}
