import {describe, expect, test} from 'vitest';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {ERROR_CODE_GROUPS, groupTitle} from './errorCodeGroups';

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
});
