import {describe, expect, test} from 'vitest';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {ERROR_CODE_GROUPS, groupTitle, rowRuns} from './errorCodeGroups';

describe('error-code groups', () => {
  test('hold every declaration once, in page order', () => {
    expect(ERROR_CODE_GROUPS.flatMap((group) => group.errors)).toEqual(ERROR_CODES);
  });

  test.each([
    [{contract: 'TaikoInbox', file: 'contracts/layer1/based/TaikoInbox.sol'}, 'TaikoInbox'],
    [{contract: null, file: 'contracts/shared/libs/LibErrors.sol'}, 'LibErrors.sol (file level)'],
  ])('a group of %j is titled %j', (group, title) => {
    expect(groupTitle(group)).toBe(title);
  });

  test('rows split into runs of at most the given size, in order', () => {
    expect(rowRuns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(rowRuns([1, 2], 4)).toEqual([[1, 2]]);
    expect(rowRuns([], 4)).toEqual([]);
  });

  test('a run size that is not a positive integer is refused', () => {
    expect(() => rowRuns([1], 0)).toThrow(/positive integer/);
    expect(() => rowRuns([1], 1.5)).toThrow(/positive integer/);
  });
});
