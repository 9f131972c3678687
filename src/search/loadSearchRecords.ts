/**
 * Fetches the site's search records (a content-hashed chunk built by the
 * search-records plugin) on first use; never at page load.
 */
import {expandRecords} from './compactRecords';
import type {SearchRecord} from './types';

export async function loadSearchRecords(): Promise<SearchRecord[]> {
  const {default: compact} = await import(/* webpackChunkName: "search-records" */ '@surge/search-records');
  if (compact?.version !== 2 || !Array.isArray(compact.sectionSteps)) {
    throw new Error('The search index is damaged: reload the page to fetch it again.');
  }
  return expandRecords(compact);
}
