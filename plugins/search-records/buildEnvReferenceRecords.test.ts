import {describe, expect, test} from 'vitest';
import {ENV_PRESET_DATA} from '../../src/data/envPresetData';
import {buildEnvReferenceRecords} from './buildEnvReferenceRecords';

const page = {
  permalink: '/docs/guides/running-surge/deploy-l2',
  lvl0: 'Guides',
  lvl1: 'Deploy the protocol and L2',
  docusaurusTag: 'docs-default-current',
  sectionTitle: 'Environment reference',
};

describe('search records of the .env reference', () => {
  const records = buildEnvReferenceRecords(page);

  test('give every row a record at its first key, so every key is findable', () => {
    const keys = records.flatMap((record) => record.hierarchy.lvl4!.split(', '));
    expect(keys.sort()).toEqual([...ENV_PRESET_DATA.keys].sort());
  });

  test('carry the section, the meaning and the preset values', () => {
    const record = records.find((r) => r.hierarchy.lvl4 === 'L1_ENDPOINT_WS')!;
    expect(record.url).toBe('/docs/guides/running-surge/deploy-l2#key-l1-endpoint-ws');
    expect(record.hierarchy.lvl3).toBe('L1 and L2 connection');
    expect(record.content).toBe(
      'L1 execution WebSocket, required by the proposer and the prover relayer · .env.devnet: ws://host.docker.internal:32004 · .env.hoodi: empty (set your own)',
    );
  });

  test('have unique ids', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});
