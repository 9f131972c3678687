import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {toFunctionSelector} from 'viem';
import {describe, expect, test} from 'vitest';
import {
  canonicalElementaryType,
  parseCanonicalType,
  parseWrittenParams,
  scanSolidityErrors,
  selectorOf,
  signatureOf,
  stripSolidityComments,
  type SolidityFile,
} from './solidityErrors';

const FIXTURE_ROOT = path.resolve(__dirname, '../../tests/fixtures/solidity');

function readFixtureTree(): SolidityFile[] {
  return readdirSync(FIXTURE_ROOT, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => ({file: file.split(path.sep).join('/'), text: readFileSync(path.join(FIXTURE_ROOT, file), 'utf8')}));
}

describe('selectors', () => {
  test.each([
    ['Error(string)', '0x08c379a0'],
    ['Panic(uint256)', '0x4e487b71'],
    ['transfer(address,uint256)', '0xa9059cbb'],
    ['Transfer(address,address,uint256)', '0xddf252ad'],
    ['INNER_ERROR(bytes)', '0x90606b1e'],
    // What the previous docs page hashed for INNER_ERROR: the parameter name included.
    ['INNER_ERROR(bytes innerError)', '0xbe40ece2'],
  ])('%s has selector %s', (signature, selector) => {
    expect(selectorOf(signature)).toBe(selector);
  });
});

describe('canonical elementary types', () => {
  test.each([
    ['uint', 'uint256'],
    ['int', 'int256'],
    ['uint8', 'uint8'],
    ['int136', 'int136'],
    ['byte', 'bytes1'],
    ['bytes', 'bytes'],
    ['bytes32', 'bytes32'],
    ['address', 'address'],
    ['bool', 'bool'],
    ['string', 'string'],
    ['fixed', 'fixed128x18'],
    ['ufixed', 'ufixed128x18'],
    ['uint7', null],
    ['bytes33', null],
    ['Bond', null],
  ])('%s → %s', (written, canonical) => {
    expect(canonicalElementaryType(written)).toBe(canonical);
  });
});

describe('comment stripping', () => {
  test.each([
    ['a // error X();\nb', `a ${' '.repeat(13)}\nb`],
    ['a /* error\nX(); */ b', `a ${' '.repeat(8)}\n${' '.repeat(7)} b`],
    ['s = "// kept"; // gone', 's = "// kept";        '],
    ["s = '/* kept */';", "s = '/* kept */';"],
    ['s = "say \\"hi\\" // kept";', 's = "say \\"hi\\" // kept";'],
  ])('%j', (source, stripped) => {
    expect(stripSolidityComments(source)).toBe(stripped);
  });
});

describe('canonical type parsing', () => {
  test.each([
    ['uint256', {type: 'uint256'}],
    ['(address,uint8)[]', {type: 'tuple[]', components: [{name: '', type: 'address'}, {name: '', type: 'uint8'}]}],
    [
      '((bool),bytes)',
      {
        type: 'tuple',
        components: [
          {name: '', type: 'tuple', components: [{name: '', type: 'bool'}]},
          {name: '', type: 'bytes'},
        ],
      },
    ],
  ])('%s', (type, parsed) => {
    expect(parseCanonicalType(type)).toEqual(parsed);
  });

  test('signatureOf writes tuples back in canonical form', () => {
    expect(signatureOf('E', [{name: 'x', ...parseCanonicalType('(address,(uint8,bool)[2])[]')}])).toBe(
      'E((address,(uint8,bool)[2])[])',
    );
  });
});

describe('written parameters', () => {
  test.each([
    ['', []],
    ['bytes innerError', [{name: 'innerError', type: 'bytes'}]],
    ['uint, address payable to', [{name: '', type: 'uint256'}, {name: 'to', type: 'address'}]],
    ['string memory reason, Bond b', [{name: 'reason', type: 'string'}, {name: 'b', type: null}]],
  ])('%j', (written, params) => {
    expect(parseWrittenParams(written)).toEqual(params);
  });
});

describe('scanning the fixture tree', () => {
  const result = scanSolidityErrors(readFixtureTree());
  const byName = new Map(result.errors.map((error) => [error.name, error]));

  test.each([
    ['FileLevelFailure', null, 'FileLevelFailure(uint64,(uint64,bytes32,uint8))'],
    ['InsufficientBond', 'IBondManager', 'InsufficientBond()'],
    ['BOND_LOCKED', 'IBondManager', 'BOND_LOCKED((address,uint256,(uint64,bytes32,uint8)[]),uint256[2])'],
    ['AliasedStruct', 'IBondManager', 'AliasedStruct((uint64,bytes32,uint8))'],
    ['INBOX_PAUSED', 'InboxBase', 'INBOX_PAUSED()'],
    ['MultiLineError', 'Inbox', 'MultiLineError(uint256,int256,bytes,address)'],
    ['unnamedParams', 'Inbox', 'unnamedParams(uint256,bytes32[],string)'],
    ['Arrays', 'Inbox', 'Arrays(uint8[3][],address[],bytes1,uint256[10])'],
    ['UserTypes', 'Inbox', 'UserTypes(uint8,uint48,uint64,address)'],
    ['InheritedStruct', 'Inbox', 'InheritedStruct((address,uint256,(uint64,bytes32,uint8)[]))'],
    [
      'QualifiedStruct',
      'Inbox',
      'QualifiedStruct((address,uint256,(uint64,bytes32,uint8)[])[],(uint64,bytes32,uint8))',
    ],
  ])('finds %s in %s as %s', (name, contract, signature) => {
    const error = byName.get(name);
    expect(error?.contract).toBe(contract);
    expect(error?.signature).toBe(signature);
    expect(error?.selector).toBe(toFunctionSelector(signature));
  });

  test('finds every declaration once, in file and source order', () => {
    expect(result.errors.map((error) => `${error.file}:${error.line} ${error.name}`)).toEqual([
      'contracts/layer1/Inbox.sol:10 INBOX_PAUSED',
      'contracts/layer1/Inbox.sol:24 MultiLineError',
      'contracts/layer1/Inbox.sol:31 unnamedParams',
      'contracts/layer1/Inbox.sol:32 Arrays',
      'contracts/layer1/Inbox.sol:33 UserTypes',
      'contracts/layer1/Inbox.sol:34 InheritedStruct',
      'contracts/layer1/Inbox.sol:35 QualifiedStruct',
      'contracts/shared/IBondManager.sol:15 InsufficientBond',
      'contracts/shared/IBondManager.sol:16 BOND_LOCKED',
      'contracts/shared/IBondManager.sol:17 AliasedStruct',
      'contracts/shared/Types.sol:20 FileLevelFailure',
    ]);
  });

  test('ignores errors in comments, doc comments and strings', () => {
    for (const ghost of ['NotAnError', 'DocComment', 'InString', 'CommentedOut']) {
      expect(byName.has(ghost)).toBe(false);
    }
  });

  test('keeps parameter names in the ABI form', () => {
    expect(byName.get('MultiLineError')?.params.map((p) => p.name)).toEqual(['x', 'y', 'data', 'recipient']);
    expect(byName.get('BOND_LOCKED')?.params[0]?.components?.map((p) => p.name)).toEqual([
      'owner',
      'amount',
      'history',
    ]);
  });

  test('reports types it cannot resolve instead of guessing', () => {
    expect(result.unresolved).toEqual([
      {
        name: 'ExternalType',
        contract: 'Inbox',
        file: 'contracts/layer1/Inbox.sol',
        line: 36,
        reasons: ['type "ExternalThing" is not declared in the scanned files'],
      },
      {
        name: 'ConstantLength',
        contract: 'Inbox',
        file: 'contracts/layer1/Inbox.sol',
        line: 37,
        reasons: ['array length "MAX_BATCHES" is not a literal number'],
      },
    ]);
  });
});
