/** Reads the records a production build ships (build/search-records.json). */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expandRecords, type CompactRecords} from '../../src/search/compactRecords';
import type {SearchRecord} from '../../src/search/types';

export function searchRecordsInBuild(buildDir: string): SearchRecord[] {
  const compact = JSON.parse(readFileSync(path.join(buildDir, 'search-records.json'), 'utf8')) as CompactRecords;
  return expandRecords(compact);
}
