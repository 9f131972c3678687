/**
 * What `npm run search:upload` sends to Algolia: the built records with
 * absolute URLs, and the index settings that make Algolia rank them as the
 * embedded engine does (headings above text, reading order as tiebreak).
 */
import {expandRecords, type CompactRecords} from '../../src/search/compactRecords';
import type {SearchRecord} from '../../src/search/types';
import type {IndexSettings} from 'algoliasearch';

export function toAlgoliaRecords(compact: CompactRecords, siteUrl: string): SearchRecord[] {
  const origin = new URL(siteUrl).origin;
  return expandRecords(compact).map((record) => ({...record, url: `${origin}${record.url}`}));
}

export const ALGOLIA_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  customRanking: ['asc(position)'],
  distinct: true,
  attributeForDistinct: 'url',
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export type UploadEnvironment = {appId: string; adminApiKey: string; indexName: string; siteUrl: string};

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export function readUploadEnvironment(env: Record<string, string | undefined>): UploadEnvironment {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`search:upload needs ${missing.join(', ')} (the admin key stays on this machine; never put it in the site build).`);
  }
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    adminApiKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    siteUrl: env.SITE_URL?.trim() || 'https://docs.surge.wtf',
  };
}
