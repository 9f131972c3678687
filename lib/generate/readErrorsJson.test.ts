import {describe, expect, test} from 'vitest';
import {readErrorsJson} from './readErrorsJson';

const entry = (overrides: Record<string, unknown> = {}) => ({
  file: 'contracts/shared/libs/LibBytes.sol',
  contract: 'LibBytes',
  name: 'INNER_ERROR',
  params: 'bytes innerError',
  signature: 'INNER_ERROR(bytes)',
  ...overrides,
});

describe('reading errors.json', () => {
  test('keeps parameter names and takes canonical types from the signature', () => {
    expect(readErrorsJson(JSON.stringify([entry()]))).toEqual([
      {
        name: 'INNER_ERROR',
        contract: 'LibBytes',
        file: 'contracts/shared/libs/LibBytes.sol',
        params: [{name: 'innerError', type: 'bytes'}],
        signature: 'INNER_ERROR(bytes)',
      },
    ]);
  });

  test('reads user-defined parameter types as tuples from the signature', () => {
    const [declaration] = readErrorsJson(JSON.stringify([entry({name: 'E', params: 'Bond[] bonds', signature: 'E((address,uint96)[])'})]));
    expect(declaration?.params).toEqual([
      {
        name: 'bonds',
        type: 'tuple[]',
        components: [
          {name: '', type: 'address'},
          {name: '', type: 'uint96'},
        ],
      },
    ]);
  });

  test('treats an empty contract as a file-level error', () => {
    expect(readErrorsJson(JSON.stringify([entry({contract: ''})]))[0]?.contract).toBeNull();
  });

  test.each([
    ['a missing field', entry({signature: undefined}), '"signature" must be a string'],
    ['a signature of another error', entry({signature: 'OTHER(bytes)'}), 'does not belong to the name'],
    ['a parameter count mismatch', entry({params: 'bytes a, uint b'}), 'differ in length'],
    ['a type mismatch', entry({params: 'uint innerError'}), 'written "uint256" but signed "bytes"'],
    ['an invalid name', entry({name: 'not valid', signature: 'not valid()'}), 'invalid error name'],
  ])('rejects %s', (_, bad, message) => {
    expect(() => readErrorsJson(JSON.stringify([bad]))).toThrow(message);
  });

  test('rejects a file that is not an array', () => {
    expect(() => readErrorsJson('{}')).toThrow('must hold an array');
  });
});
