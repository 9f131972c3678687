/** A search record for unit tests, with the id the build would give it. */
import {recordObjectId} from './recordObjectId';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export function testRecord(url: string, type: RecordType, hierarchy: Partial<Hierarchy>, content: string | null, position: number, repeat = 0): SearchRecord {
  const full: Hierarchy = {lvl0: 'Guides', lvl1: 'Deploy', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy};
  return {
    objectID: recordObjectId([url, type, Object.values(full), content], repeat),
    url,
    type,
    content,
    hierarchy: full,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position,
  };
}
