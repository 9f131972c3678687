/**
 * Search records for the `.env` reference of the Deploy L2 guide: its tables
 * are rendered from data, not Markdown, so each key row gets a record built
 * from the data itself. Searching a key (`L1_ENDPOINT_WS`) lands on its row.
 */
import {ENV_SECTIONS, envKeyAnchor} from '../../src/data/envKeys';
import {plainText} from '../../src/env/inlineMarkdown';
import {recordObjectId} from '../../src/search/recordObjectId';
import type {Hierarchy, SearchRecord} from '../../src/search/types';
import {referenceRows} from '../../src/env/referenceRows';

export type EnvReferencePage = {permalink: string; lvl0: string; lvl1: string; docusaurusTag: string; sectionTitle: string};

export function buildEnvReferenceRecords(page: EnvReferencePage): SearchRecord[] {
  return ENV_SECTIONS.flatMap((section) => referenceRows(section.id).map((row) => ({section, row}))).map(({section, row}, index) => {
    const url = `${page.permalink}#${envKeyAnchor(row.keys[0]!)}`;
    const hierarchy: Hierarchy = {
      lvl0: page.lvl0,
      lvl1: page.lvl1,
      lvl2: page.sectionTitle,
      lvl3: section.title,
      lvl4: row.keys.join(', '),
      lvl5: null,
      lvl6: null,
    };
    const meaning = section.layout === 'contracts' ? `${row.layer} contract address` : plainText(row.description);
    const content = `${meaning} · .env.devnet: ${plainText(row.devnet)}${section.layout === 'networks' ? ` · .env.hoodi: ${plainText(row.hoodi)}` : ''}`;
    return {
      objectID: recordObjectId([url, 'lvl4', Object.values(hierarchy), content], 0),
      url,
      type: 'lvl4' as const,
      content,
      hierarchy,
      language: 'en',
      docusaurus_tag: page.docusaurusTag,
      position: index,
    };
  });
}
