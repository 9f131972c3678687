import {expect, test} from 'vitest';
import {buildErrorCodeRecords} from './buildErrorCodeRecords';
import type {ErrorCode} from '../../src/data/errorCodeTypes';

const ERROR: ErrorCode = {
  id: 'inbox-insufficientbond',
  name: 'InsufficientBond',
  signature: 'InsufficientBond()',
  selector: '0x6daa9a9e',
  params: [],
  contract: 'Inbox',
  file: 'contracts/layer1/core/impl/Inbox.sol',
};

test('each error becomes a record at its anchor, findable by name and selector', () => {
  const [record] = buildErrorCodeRecords([ERROR], {
    permalink: '/docs/troubleshooting/error-codes',
    lvl0: 'Troubleshooting',
    lvl1: 'Error codes',
    sectionTitle: 'Protocol errors',
    docusaurusTag: 'docs-default-current',
  });
  expect(record).toMatchObject({
    url: '/docs/troubleshooting/error-codes#inbox-insufficientbond',
    type: 'lvl4',
    hierarchy: {lvl0: 'Troubleshooting', lvl1: 'Error codes', lvl2: 'Protocol errors', lvl3: 'Inbox', lvl4: 'InsufficientBond'},
  });
  expect(record?.content).toContain('0x6daa9a9e');
  expect(record?.content).toContain('InsufficientBond()');
});
