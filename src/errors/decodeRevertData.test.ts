import {encodeAbiParameters, encodeErrorResult, type Hex} from 'viem';
import {describe, expect, test} from 'vitest';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {decodeRevertData, type KnownError} from './decodeRevertData';

const ERROR_STRING_HELLO = encodeErrorResult({
  abi: [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'reason'}]}],
  errorName: 'Error',
  args: ['hello'],
});
const panic = (code: bigint) =>
  encodeErrorResult({
    abi: [{type: 'error', name: 'Panic', inputs: [{type: 'uint256', name: 'code'}]}],
    errorName: 'Panic',
    args: [code],
  });
const byName = (name: string, contract?: string) => ERROR_CODES.find((e) => e.name === name && (contract === undefined || e.contract === contract))!;

const decode = (input: string, errors: readonly KnownError[] = ERROR_CODES) => decodeRevertData(input, errors);

describe('decodeRevertData: accepted input forms', () => {
  test.each([
    ['selector with 0x', '0x08c379a0'],
    ['selector without 0x', '08c379a0'],
    ['upper case with 0X', '0X08C379A0'],
    ['spaces and line breaks', '  0x08c3\n79a0 \t'],
    ['quoted, as copied from JSON', '"0x08c379a0"'],
  ])('%s', (_, input) => {
    const result = decode(input);
    expect(result.problem).toBeUndefined();
    expect(result.selector).toBe('0x08c379a0');
    expect(result.matches.map((m) => m.error.signature)).toEqual(['Error(string)']);
  });
});

describe('decodeRevertData: matches', () => {
  test('a protocol error selector names the error, its contract and its help page', () => {
    const streak = byName('VerificationStreakDisrupted');
    const result = decode(streak.selector);
    expect(result.problem).toBeUndefined();
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]!.error).toMatchObject({
      name: 'VerificationStreakDisrupted',
      contract: 'SurgeTimelockController',
      id: streak.id,
      help: {path: '/docs/troubleshooting/common-devnet-issues#verification-streak-disrupted'},
    });
    expect(result.matches[0]!.args).toEqual([]);
  });

  test('a selector several contracts declare lists every declaration', () => {
    const result = decode('0xc118d2f3');
    expect(result.matches.map((m) => m.error.contract)).toEqual(['BridgedERC1155', 'BridgedERC20', 'BridgedERC721', 'LibBridgedToken']);
    expect(result.notes[0]).toContain('4 declarations share this selector');
  });

  test('decodes the reason of Error(string)', () => {
    const result = decode(ERROR_STRING_HELLO);
    expect(result.matches[0]!.args).toEqual([{name: 'reason', type: 'string', value: '"hello"'}]);
  });

  test.each([
    [0x11n, '0x11', /overflow/],
    [0x12n, '0x12', /zero/],
    [0x32n, '0x32', /out of bounds/],
    [0x99n, '0x99', null],
  ])('explains Panic code %s', (code, hex, meaning) => {
    const [match] = decode(panic(code)).matches;
    expect(match!.args).toEqual([{name: 'code', type: 'uint256', value: String(code)}]);
    expect(match!.panic?.code).toBe(hex);
    if (meaning) expect(match!.panic?.meaning).toMatch(meaning);
    else expect(match!.panic?.meaning).toBeNull();
  });

  test('decodes the revert data that INNER_ERROR wraps', () => {
    const inner = byName('INNER_ERROR');
    const data = (inner.selector + encodeAbiParameters([{type: 'bytes'}], [ERROR_STRING_HELLO]).slice(2)) as Hex;
    const [match] = decode(data).matches;
    expect(match!.args?.[0]).toMatchObject({name: 'innerError', type: 'bytes', value: ERROR_STRING_HELLO});
    expect(match!.inner?.matches[0]!.args?.[0]?.value).toBe('"hello"');
  });

  test('says when only the selector of an error with arguments was given', () => {
    const result = decode(byName('INNER_ERROR').selector);
    expect(result.problem).toBeUndefined();
    expect(result.matches[0]!.args).toBeNull();
    expect(result.notes.join(' ')).toContain('Only the selector was given');
  });

  test('notes bytes after the selector of an error without arguments', () => {
    const result = decode(`${byName('InsufficientBond').selector}${'00'.repeat(32)}`);
    expect(result.problem).toBeUndefined();
    expect(result.notes.join(' ')).toContain('32 bytes follow the selector');
  });

  test('formats tuples and arrays', () => {
    const error: KnownError = {
      id: 'x',
      name: 'Bonds',
      signature: 'Bonds((address,uint96)[],bool)',
      selector: '0x11111111',
      contract: 'Test',
      params: [
        {
          name: 'bonds',
          type: 'tuple[]',
          components: [
            {name: 'owner', type: 'address'},
            {name: 'amount', type: 'uint96'},
          ],
        },
        {name: '', type: 'bool'},
      ],
    };
    const args = encodeAbiParameters(error.params, [[{owner: '0x0000000000000000000000000000000000000001', amount: 5n}], true]);
    const [match] = decode(`0x11111111${args.slice(2)}`, [error]).matches;
    expect(match!.args?.map((a) => a.value)).toEqual(['[(owner: 0x0000000000000000000000000000000000000001, amount: 5)]', 'true']);
  });
});

describe('decodeRevertData: problems', () => {
  test.each([
    ['nothing', '', 'empty', 'Paste revert data'],
    ['only whitespace', ' \n ', 'empty', 'Paste revert data'],
    ['a bare 0x', '0x', 'empty', 'reverted without an error'],
    ['letters beyond f', '0x08c379zz', 'non-hex', 'Found "z"'],
    ['several bad characters', '0xg8c3-79a0', 'non-hex', 'Found "g", "-"'],
    ['an odd number of digits', '0x08c379a', 'odd-length', 'odd number of hex digits (7)'],
    ['fewer than 4 bytes', '0x08c3', 'too-short', 'only 2 bytes'],
    ['an unknown selector', '0x12345678', 'unknown-selector', 'another contract'],
    ['cut-off arguments', ERROR_STRING_HELLO.slice(0, 80), 'truncated', 'ends before its arguments are complete'],
  ])('%s', (_, input, kind, message) => {
    const result = decode(input);
    expect(result.problem?.kind).toBe(kind);
    expect(result.problem?.message).toContain(message);
  });

  test('an unknown selector is reported with the selector read', () => {
    expect(decode('0x12345678aabb').selector).toBe('0x12345678');
  });

  test('truncated arguments still name the error', () => {
    const result = decode(ERROR_STRING_HELLO.slice(0, 80));
    expect(result.matches[0]?.error.signature).toBe('Error(string)');
    expect(result.matches[0]?.args).toBeNull();
  });
});
