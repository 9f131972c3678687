import {describe, expect, test} from 'vitest';
import {HOODI_NETWORK} from './siteFacts';
import {HOODI_TABLES, hoodiTable} from './hoodiTable';

describe('Hoodi network tables', () => {
  test.each(HOODI_TABLES)('every row of %s has one cell per column', (name) => {
    const {headers, rows} = hoodiTable(name);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveLength(headers.length);
  });

  test('shows chain ids in decimal and hex', () => {
    const chainRow = hoodiTable('chains').rows.find(([label]) => label === 'Chain ID');
    expect(chainRow).toEqual(['Chain ID', '`560048` (hex `0x88bb0`)', '`763375` (hex `0xba5ef`)']);
  });

  test('lists every L1 contract and L2 predeploy of the data file with its address', () => {
    const addresses = [...hoodiTable('l1Contracts').rows, ...hoodiTable('l2Predeploys').rows].map((row) => row[2]);
    const expected = [...HOODI_NETWORK.l1Contracts, ...HOODI_NETWORK.l2Predeploys].map((contract) => `\`${contract.address}\``);
    expect(addresses).toEqual(expected);
  });

  test('links every public endpoint', () => {
    for (const [, url] of hoodiTable('endpoints').rows) expect(url).toMatch(/^\[https:\/\/[^\]]+\]\(https:\/\/[^)]+\)$/);
  });

  test('names the tables it has when asked for another', () => {
    expect(() => hoodiTable('l3' as never)).toThrow('use one of chains, endpoints, l1Contracts, l2Predeploys');
  });
});
