import {toFunctionSelector} from 'viem';
import {describe, expect, test} from 'vitest';
import {STANDARD_ERRORS} from './standardErrors';

describe('standard errors', () => {
  test.each(STANDARD_ERRORS.map((error) => [error.signature, error]))('%s has the selector of its signature', (_, error) => {
    expect(error.selector).toBe(toFunctionSelector(error.signature));
    expect(error.signature).toBe(`${error.name}(${error.params.map((p) => p.type).join(',')})`);
  });

  test('the selectors are the well-known ones', () => {
    expect(STANDARD_ERRORS.map((error) => error.selector)).toEqual(['0x08c379a0', '0x4e487b71']);
  });
});
