/**
 * Pushes the records of the last production build (build/search-records.json,
 * the same records the embedded search uses) to an Algolia index, with
 * settings that rank them like the embedded engine.
 * Usage: npm run build && ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:upload
 */
import {readFileSync} from 'node:fs';
import {algoliasearch} from 'algoliasearch';
import type {CompactRecords} from '../src/search/compactRecords';
import {ALGOLIA_INDEX_SETTINGS, readUploadEnvironment, toAlgoliaRecords} from '../lib/project/algoliaRecords';

async function main() {
  const env = readUploadEnvironment(process.env);
  let compact: CompactRecords;
  try {
    compact = JSON.parse(readFileSync('build/search-records.json', 'utf8')) as CompactRecords;
  } catch {
    throw new Error('build/search-records.json is missing or unreadable: run "npm run build" first.');
  }
  const records = toAlgoliaRecords(compact, env.siteUrl);
  const client = algoliasearch(env.appId, env.adminApiKey);
  await client.setSettings({indexName: env.indexName, indexSettings: ALGOLIA_INDEX_SETTINGS});
  // Replaces the index atomically: readers never see a half-uploaded index.
  await client.replaceAllObjects({indexName: env.indexName, objects: records as unknown as Record<string, unknown>[]});
  console.log(`Uploaded ${records.length} records to ${env.indexName}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
