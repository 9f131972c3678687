import {describe, expect, test} from 'vitest';
import {buildHoodiNetworkRecords} from './buildHoodiNetworkRecords';

const page = {
  permalink: '/docs/guides/surge-on-hoodi',
  lvl0: 'Guides',
  lvl1: 'Surge on Hoodi',
  docusaurusTag: 'docs-default-current',
  sectionTitle: 'Network reference',
};

describe('search records of the Hoodi network reference', () => {
  const records = buildHoodiNetworkRecords(page);

  test('make a contract findable by its key and address, landing on its table', () => {
    const record = records.find((r) => r.content?.startsWith('TAIKO_INBOX'))!;
    expect(record.url).toBe('/docs/guides/surge-on-hoodi#l1-contracts');
    expect(record.content).toBe(
      'TAIKO_INBOX · Contract: Inbox: receives proposed batches and proofs, holds bonds · Address: 0x624ec8F33DA83707f360D6d25136AA0741713BC4',
    );
  });

  test('carry the chain ids of both layers', () => {
    expect(records.find((r) => r.content?.startsWith('Chain ID'))!.content).toBe('Chain ID · L1: 560048 (hex 0x88bb0) · L2: 763375 (hex 0xba5ef)');
  });

  test('have unique ids', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});
