/**
 * Checks on the records the build ships, without a browser: every record
 * lands on an existing page and anchor, and realistic operator queries find
 * the right page in the top 3 (at least 90 %); the index stays within its budget.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {searchChunkSizes} from '../../bench/measureSearch';
import {createSearchEngine} from '../../src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '../../src/search/searchIndex';
import {DOC_PAGES} from '../docPages';
import {RELEVANCE_QUERIES} from '../search/relevanceQueries';
import {relevanceMisses} from '../search/relevanceMisses';
import {searchRecordsInBuild} from '../search/searchRecordsInBuild';
import {TEST_SITES} from '../sites';
import {loadPage} from './builtSite';

const BUILD_DIR = path.resolve(TEST_SITES.root.dir);
const records = searchRecordsInBuild(BUILD_DIR);


describe('search records', () => {
  test('cover every doc page and nothing else', () => {
    const pages = new Set(records.map((record) => record.url.split('#')[0]));
    expect([...pages].sort()).toEqual(DOC_PAGES.map(([sitePath]) => `/${sitePath}`).sort());
  });

  test('point at anchors that exist on their pages', () => {
    const missing: string[] = [];
    const idsByPage = new Map<string, Set<string>>();
    for (const record of records) {
      const [page, anchor] = record.url.split('#') as [string, string | undefined];
      if (!anchor) continue;
      if (!idsByPage.has(page)) {
        const $ = loadPage(TEST_SITES.root, page.replace(/^\//, ''));
        idsByPage.set(page, new Set($('[id]').map((_, element) => $(element).attr('id')).get()));
      }
      if (!idsByPage.get(page)!.has(anchor)) missing.push(record.url);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  // 60 KB until code blocks and table headers were indexed (+2.2 KB gzip, see ARCHITECTURE.md's Search).
  test('ship an index of at most 64 KB gzip, and the text apart from it in small chunks', () => {
    const sizes = searchChunkSizes(BUILD_DIR);
    console.log(`search index: ${(sizes.gzipBytes / 1024).toFixed(1)} KB gzip; text: ${sizes.textChunks} chunks, the largest ${(sizes.textChunksGzipBytes.largest / 1024).toFixed(1)} KB gzip`);
    expect(sizes.gzipBytes).toBeLessThanOrEqual(64 * 1024);
    // At least one chunk per page (none spans two); the largest is one long section (the error table).
    expect(sizes.textChunks).toBeGreaterThan(new Set(records.map((record) => record.url.split('#')[0])).size);
    expect(sizes.textChunksGzipBytes.largest).toBeLessThanOrEqual(8 * 1024);
  });

  test('have unique ids', () => {
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  test('find the right page in the top 3 for at least 90 % of operator queries', async () => {
    const engine = createSearchEngine(searchSourceFromRecords(records));
    const misses = await relevanceMisses(engine);
    const score = (RELEVANCE_QUERIES.length - misses.length) / RELEVANCE_QUERIES.length;
    console.log(`search relevance: ${RELEVANCE_QUERIES.length - misses.length}/${RELEVANCE_QUERIES.length} (${Math.round(score * 100)} %)`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});
