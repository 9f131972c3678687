/**
 * The search index a production build ships (the one file the search-records plugin writes beside
 * its chunks, and the text chunks), as the browser searches it: unlike searchSourceFromRecords, it
 * holds what only the index has (the words of code blocks and table headers, the secondary pages).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_FILE} from '../../plugins/search-records';
import type {SearchIndex, SearchSource, TextChunk} from '../../src/search/searchIndex';

export function builtSearchSource(buildDir: string): SearchSource {
  const indexFile = path.join(buildDir, SEARCH_INDEX_FILE);
  if (!existsSync(indexFile)) throw new Error(`No ${indexFile}: build the site first (npm run build).`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as SearchIndex;
  const textRoot = path.join(buildDir, 'assets', 'search-text');
  const [hash, ...others] = readdirSync(textRoot);
  if (!hash || others.length > 0) throw new Error(`Expected one text folder in ${textRoot}, found ${others.length + (hash ? 1 : 0)}.`);
  return {index, loadText: async (chunk) => JSON.parse(readFileSync(path.join(textRoot, hash, `${chunk}.json`), 'utf8')) as TextChunk};
}
