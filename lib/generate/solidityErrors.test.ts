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

describe('canonical type parsing', () => {
  test.each([
    ['uint256', {type: 'uint256'}],
    [
      '(address,uint8)[]',
      {
        type: 'tuple[]',
        components: [
          {name: '', type: 'address'},
          {name: '', type: 'uint8'},
        ],
      },
    ],
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
    expect(signatureOf('E', [{name: 'x', ...parseCanonicalType('(address,(uint8,bool)[2])[]')}])).toBe('E((address,(uint8,bool)[2])[])');
  });
});

describe('written parameters', () => {
  test.each([
    ['', []],
    ['bytes innerError', [{name: 'innerError', type: 'bytes'}]],
    [
      'uint, address payable to',
      [
        {name: '', type: 'uint256'},
        {name: 'to', type: 'address'},
      ],
    ],
    [
      'string memory reason, Bond b',
      [
        {name: 'reason', type: 'string'},
        {name: 'b', type: null},
      ],
    ],
    [
      'uint[] calldata ids, bytes32[2] pair',
      [
        {name: 'ids', type: 'uint256[]'},
        {name: 'pair', type: 'bytes32[2]'},
      ],
    ],
    ['IBondManager.Bond[] memory bonds', [{name: 'bonds', type: null}]],
  ])('%j', (written, params) => {
    expect(parseWrittenParams(written)).toEqual(params);
  });

  test('rejects text that is not a parameter list', () => {
    expect(() => parseWrittenParams('uint256 a); contract X {')).toThrow();
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
    ['QualifiedStruct', 'Inbox', 'QualifiedStruct((address,uint256,(uint64,bytes32,uint8)[])[],(uint64,bytes32,uint8))'],
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
    expect(byName.get('BOND_LOCKED')?.params[0]?.components?.map((p) => p.name)).toEqual(['owner', 'amount', 'history']);
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

/** Scans sources given as `{path: text}`, in path order. */
function scan(sources: Record<string, string>) {
  return scanSolidityErrors(
    Object.keys(sources)
      .sort()
      .map((file) => ({file, text: sources[file]!})),
  );
}

function signaturesOf(result: ReturnType<typeof scanSolidityErrors>): Record<string, string> {
  return Object.fromEntries(result.errors.map((error) => [`${error.contract ?? '(file)'}.${error.name}`, error.signature]));
}

describe('where errors are declared', () => {
  const result = scan({
    'contracts/Sites.sol': `pragma solidity ^0.8.24;
error AtFileLevel(uint256 code);
interface IVault {
    error VaultLocked(address vault);
}
library LibMath {
    error Overflow(uint256 a, uint256 b);
}
abstract contract Base {
    error BaseFailure();
}
contract Vault is Base {
    error VaultFailure(bytes reason);
}
error AfterContracts();
`,
  });

  test('in interfaces, libraries, contracts and at file level, with their lines', () => {
    expect(result.unresolved).toEqual([]);
    expect(result.errors.map((e) => [e.contract, e.name, e.line, e.signature])).toEqual([
      [null, 'AtFileLevel', 2, 'AtFileLevel(uint256)'],
      ['IVault', 'VaultLocked', 4, 'VaultLocked(address)'],
      ['LibMath', 'Overflow', 7, 'Overflow(uint256,uint256)'],
      ['Base', 'BaseFailure', 10, 'BaseFailure()'],
      ['Vault', 'VaultFailure', 13, 'VaultFailure(bytes)'],
      [null, 'AfterContracts', 15, 'AfterContracts()'],
    ]);
    for (const error of result.errors) expect(error.file).toBe('contracts/Sites.sol');
  });
});

describe('inheritance', () => {
  const result = scan({
    'contracts/Base.sol': `
contract Root {
    struct Config { uint64 delay; address admin; }
    enum Role { None, Admin }
}
abstract contract Middle is Root {
    error Unauthorized(address caller, Role role);
}
`,
    'contracts/Child.sol': `
import {Middle as M} from "./Base.sol";
import "./Base.sol" as B;
contract Child is M {
    error BadConfig(Config config);
    function f() external view {
        revert Unauthorized(msg.sender, Role.Admin);
    }
}
contract Other is B.Middle {
    error OtherConfig(Config[] configs, Role role);
}
`,
  });

  test('an error used through a base contract is reported once, where it is declared', () => {
    expect(result.errors.filter((e) => e.name === 'Unauthorized').map((e) => [e.file, e.contract, e.signature])).toEqual([
      ['contracts/Base.sol', 'Middle', 'Unauthorized(address,uint8)'],
    ]);
  });

  test('types come from bases, grandparents, aliased and namespaced bases', () => {
    expect(result.unresolved).toEqual([]);
    expect(signaturesOf(result)).toEqual({
      'Middle.Unauthorized': 'Unauthorized(address,uint8)',
      'Child.BadConfig': 'BadConfig((uint64,address))',
      'Other.OtherConfig': 'OtherConfig((uint64,address)[],uint8)',
    });
  });
});

describe('imports', () => {
  const result = scan({
    'contracts/types/Amounts.sol': `
struct Payment { address payer; uint256 amount; }
type Amount is uint96;
`,
    'contracts/lib/Receipts.sol': `
enum Status { Open, Closed }
struct Receipt { bytes32 id; Status status; }
library LibReceipts {
    struct Batch { Receipt[] receipts; }
    error ReceiptMissing(bytes32 id);
}
`,
    'contracts/Z.sol': `
struct Point { int128 x; int128 y; }
interface IZ { struct Box { Point min; Point max; } }
`,
    'contracts/other/Z.sol': 'struct Point { uint8 x; }',
    'contracts/Shop.sol': `
import "./types/Amounts.sol";
import {Receipt, LibReceipts as LR} from "./lib/Receipts.sol";
import "./Z.sol" as Z;
import * as R from "./lib/Receipts.sol";
contract Shop {
    error PaymentFailed(Payment payment, Amount amount);
    error BadReceipt(Receipt receipt, LR.Batch batch);
    error OutOfBounds(Z.Point p, Z.IZ.Box box);
    error WrongStatus(R.Status status);
    function f() external pure { revert LR.ReceiptMissing(bytes32(0)); }
}
`,
    'contracts/Map.sol': 'import "./other/Z.sol";\nerror Offside(Point p);',
    'contracts/Remapped.sol': 'import {Point} from "src/other/Z.sol";\nerror Remapped(Point p);',
    'contracts/Loose.sol': 'error Lost(Point p);',
  });

  test('import "x", import {A as B} from "y", import "z" as Z and import * as R from "r"', () => {
    expect(signaturesOf(result)).toEqual({
      'LibReceipts.ReceiptMissing': 'ReceiptMissing(bytes32)',
      'Shop.PaymentFailed': 'PaymentFailed((address,uint256),uint96)',
      'Shop.BadReceipt': 'BadReceipt((bytes32,uint8),((bytes32,uint8)[]))',
      'Shop.OutOfBounds': 'OutOfBounds((int128,int128),((int128,int128),(int128,int128)))',
      'Shop.WrongStatus': 'WrongStatus(uint8)',
      '(file).Offside': 'Offside((uint8))',
      '(file).Remapped': 'Remapped((uint8))',
    });
  });

  test('an imported error is reported in the file that declares it only', () => {
    expect(result.errors.filter((e) => e.name === 'ReceiptMissing').map((e) => e.file)).toEqual(['contracts/lib/Receipts.sol']);
  });

  test('a name declared in several files resolves through the imports, and is reported when nothing decides', () => {
    expect(result.unresolved).toEqual([
      {
        name: 'Lost',
        contract: null,
        file: 'contracts/Loose.sol',
        line: 1,
        reasons: ['"Point" is declared more than once in the scanned files'],
      },
    ]);
  });
});

describe('parameter types', () => {
  const result = scan({
    'contracts/Types.sol': `
type Amount is uint96;
type Flag is bool;
enum Side { Buy, Sell }
struct Leg { uint256 amount; address to; }
struct Route { Leg[2] legs; bytes32 tag; }
interface IToken {}
contract Pool {}
library LibIds {
    type Id is bytes32;
}
contract Market {
    type Price is uint128;
    error Udvt(Amount amount, Flag[] flags, LibIds.Id id, Price price);
    error Legs(Leg[] legs);
    error Routes(Route[][3] routes);
    error Matrix(uint256[2][] m, address[][] a, uint[0x10] h);
    error Kinds(Side side, IToken token, Pool pool, address payable to, Side[] sides);
    error UsesLibrary(LibIds ids);
}
`,
  });
  const byName = new Map(result.errors.map((error) => [error.name, error]));

  test.each([
    ['Udvt', 'Udvt(uint96,bool[],bytes32,uint128)'],
    ['Legs', 'Legs((uint256,address)[])'],
    ['Routes', 'Routes(((uint256,address)[2],bytes32)[][3])'],
    ['Matrix', 'Matrix(uint256[2][],address[][],uint256[16])'],
    ['Kinds', 'Kinds(uint8,address,address,address,uint8[])'],
  ])('%s is %s', (name, signature) => {
    expect(byName.get(name)?.signature).toBe(signature);
    expect(byName.get(name)?.selector).toBe(toFunctionSelector(signature));
  });

  test('structs become tuples that keep member names', () => {
    expect(byName.get('Routes')?.params).toEqual([
      {
        name: 'routes',
        type: 'tuple[][3]',
        components: [
          {
            name: 'legs',
            type: 'tuple[2]',
            components: [
              {name: 'amount', type: 'uint256'},
              {name: 'to', type: 'address'},
            ],
          },
          {name: 'tag', type: 'bytes32'},
        ],
      },
    ]);
  });

  test('a library is not a parameter type', () => {
    expect(result.unresolved.map((e) => [e.name, e.reasons])).toEqual([['UsesLibrary', ['"LibIds" is a library, not a type']]]);
  });
});

describe('comments and strings', () => {
  const result = scan({
    'contracts/Quiet.sol': `// error Fake();
/* error Fake2(); */
/// error Fake4();
/**
 * error Fake5();
 */
contract Quiet {
    string constant S = "error Fake3();";
    string constant T = 'error Fake6(uint256); // "';
    error Real(string note); // error Fake7();
    function f(bytes calldata error) external pure {
        /* error Fake8(); */
        if (error.length == 0) revert Real("error Fake9();");
    }
}
`,
  });

  test('produce no errors', () => {
    expect(result.errors.map((e) => `${e.line} ${e.name}`)).toEqual(['10 Real']);
    expect(result.unresolved).toEqual([]);
  });
});

describe('selectors of scanned errors', () => {
  const result = scan({
    'contracts/Known.sol': `
library Builtins {
    error Error(string message);
    error Panic(uint256 code);
}
contract Ownable {
    error OwnableUnauthorizedAccount(address account);
}
interface IERC20Errors {
    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
}
`,
  });

  test('match known values', () => {
    expect(result.errors.map((e) => [e.signature, e.selector])).toEqual([
      ['Error(string)', '0x08c379a0'],
      ['Panic(uint256)', '0x4e487b71'],
      ['OwnableUnauthorizedAccount(address)', '0x118cdaa7'],
      ['ERC20InsufficientBalance(address,uint256,uint256)', '0xe450d38c'],
    ]);
  });
});

test('a file that is not valid Solidity is reported with its path and line', () => {
  expect(() => scan({'contracts/Broken.sol': 'pragma solidity ^0.8.24;\ncontract {'})).toThrow(/^contracts\/Broken\.sol:2:/);
});
