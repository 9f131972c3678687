/**
 * Search records for the error-code reference: its table is rendered from
 * data, not Markdown, so each error gets a record built from the data itself.
 * Searching a name or a selector (`0x6daa9a9e`) lands on the error's anchor.
 */
import {recordObjectId} from '../../src/search/recordObjectId';
import type {Hierarchy, SearchRecord} from '../../src/search/types';
import type {ErrorCode} from '../../src/data/errorCodeTypes';

export type ErrorCodePage = {permalink: string; lvl0: string; lvl1: string; docusaurusTag: string; sectionTitle: string};

export function buildErrorCodeRecords(errors: readonly ErrorCode[], page: ErrorCodePage): SearchRecord[] {
  return errors.map((error, index) => {
    const url = `${page.permalink}#${error.id}`;
    const hierarchy: Hierarchy = {
      lvl0: page.lvl0,
      lvl1: page.lvl1,
      lvl2: page.sectionTitle,
      lvl3: error.contract ?? error.file,
      lvl4: error.name,
      lvl5: null,
      lvl6: null,
    };
    const content = `${error.signature} · selector ${error.selector} · ${error.contract ?? 'file-level'} in ${error.file}`;
    return {
      objectID: recordObjectId([url, 'lvl4', Object.values(hierarchy), content], 0),
      url,
      type: 'lvl4',
      content,
      hierarchy,
      language: 'en',
      docusaurus_tag: page.docusaurusTag,
      position: index,
    };
  });
}
