/**
 * Search records for the Hoodi network reference: its tables are rendered
 * from src/data/hoodiNetwork.json by a component, so each table row gets a
 * record built from the same rows. Searching an address or a key lands on its table.
 */
import {plainText} from '../../src/env/inlineMarkdown';
import {recordObjectId} from '../../src/search/recordObjectId';
import type {Hierarchy, SearchRecord} from '../../src/search/types';
import {hoodiTable, type HoodiTableName} from '../../src/data/hoodiTable';

export type HoodiNetworkPage = {permalink: string; lvl0: string; lvl1: string; docusaurusTag: string; sectionTitle: string};

/** Each table with the heading and anchor it sits under on the page. */
const TABLE_SECTIONS: readonly {table: HoodiTableName; title: string; anchor: string}[] = [
  {table: 'chains', title: 'Chains', anchor: 'chains'},
  {table: 'endpoints', title: 'Public endpoints', anchor: 'public-endpoints'},
  {table: 'l1Contracts', title: 'L1 contracts on Hoodi', anchor: 'l1-contracts'},
  {table: 'l2Predeploys', title: 'L2 predeploys', anchor: 'l2-predeploys'},
];

export function buildHoodiNetworkRecords(page: HoodiNetworkPage): SearchRecord[] {
  return TABLE_SECTIONS.flatMap(({table, title, anchor}) => {
    const {headers, rows} = hoodiTable(table);
    return rows.map((row) => ({row, title, anchor, headers}));
  }).map(({row, title, anchor, headers}, index) => {
    const url = `${page.permalink}#${anchor}`;
    const hierarchy: Hierarchy = {lvl0: page.lvl0, lvl1: page.lvl1, lvl2: page.sectionTitle, lvl3: title, lvl4: null, lvl5: null, lvl6: null};
    // "Chain ID · L1: 560048 (hex 0x88bb0) · L2: …"; header-less first columns read as labels.
    const content = row
      .map((cell, column) => (column > 0 && headers[column] ? `${plainText(headers[column])}: ${plainText(cell)}` : plainText(cell)))
      .join(' · ');
    return {
      objectID: recordObjectId([url, 'content', Object.values(hierarchy), content], 0),
      url,
      type: 'content' as const,
      content,
      hierarchy,
      language: 'en',
      docusaurus_tag: page.docusaurusTag,
      position: index,
    };
  });
}
