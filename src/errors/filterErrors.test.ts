import {describe, expect, test} from 'vitest';
import {filterErrors, type FilterableError} from './filterErrors';

const ERRORS: FilterableError[] = [
  {name: 'InsufficientBond', contract: 'ITaikoInbox', selector: '0xe92c469f'},
  {name: 'VerificationStreakDisrupted', contract: 'SurgeTimelockController', selector: '0x5dc4b430'},
  {name: 'B_INVALID_FEE', contract: 'Bridge', selector: '0xc8b1f93a'},
  {name: 'PERMISSION_DENIED', contract: 'ProverSetBase', selector: '0xe5816e19'},
  {name: 'PERMISSION_DENIED', contract: 'TokenUnlock', selector: '0xe5816e19'},
  {name: 'ADDRESS_NULL', contract: null, selector: '0xadd00000'},
];

const names = (query: string) => filterErrors({errors: ERRORS, query}).map((e) => `${e.contract}.${e.name}`);

describe('filterErrors', () => {
  test.each([
    ['', ERRORS.length],
    ['   ', ERRORS.length],
  ])('an empty query %j keeps every error', (query, count) => {
    expect(names(query)).toHaveLength(count);
  });

  test.each([
    ['a part of the name', 'streak', ['SurgeTimelockController.VerificationStreakDisrupted']],
    ['the name in another case', 'b_invalid_fee', ['Bridge.B_INVALID_FEE']],
    ['a contract', 'bridge', ['Bridge.B_INVALID_FEE']],
    ['a contract in another case', 'itaikoINBOX', ['ITaikoInbox.InsufficientBond']],
    ['a selector with 0x', '0x5dc4b430', ['SurgeTimelockController.VerificationStreakDisrupted']],
    ['a selector without 0x', '5DC4B430', ['SurgeTimelockController.VerificationStreakDisrupted']],
    ['the start of a selector', '0xe92c', ['ITaikoInbox.InsufficientBond']],
    ['full revert data', '0xe92c469f0000000000000000', ['ITaikoInbox.InsufficientBond']],
    ['a shared selector', 'e5816e19', ['ProverSetBase.PERMISSION_DENIED', 'TokenUnlock.PERMISSION_DENIED']],
    ['several words, all of which must match', 'permission token', ['TokenUnlock.PERMISSION_DENIED']],
    ['short hex that is part of a name', 'add', ['null.ADDRESS_NULL']],
    ['nothing', 'no-such-error', []],
  ])('matches %s', (_, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  test('short bare hex does not match selectors', () => {
    expect(names('e92')).toEqual([]);
  });
});
