/**
 * Finds every custom error declared in a tree of Solidity sources and gives
 * each its canonical ABI signature and 4-byte selector, the way solc builds
 * them: parameter names and data locations dropped, `uint` → `uint256`,
 * structs as tuples, enums as `uint8`, contract types and `address payable`
 * as `address`, user-defined value types as their underlying type.
 *
 * The sources are parsed with @solidity-parser/parser, which gives syntax
 * only, so type names are resolved here, as solc would: in the enclosing
 * contract and the contracts it inherits from, then among the file's own
 * declarations and imports (`import {A as B} from`, `import "x" as N`,
 * `import * as N from`), then among the file-level declarations of every
 * scanned file, preferring those the file imports when a name is declared
 * more than once. Signatures are formatted and hashed with viem.
 */
import path from 'node:path';
import {parse, ParserError} from '@solidity-parser/parser';
import type {
  ASTNode,
  ContractDefinition,
  CustomErrorDefinition,
  ElementaryTypeName,
  ImportDirective,
  SourceUnit,
  TypeName,
  VariableDeclaration,
} from '@solidity-parser/parser/dist/src/ast-types';
import {keccak256, slice, toBytes, toFunctionSelector, type AbiParameter, type Hex} from 'viem';
import {formatAbiItem} from 'viem/utils';

/** One Solidity source file; `file` is the path reported in the results. */
export type SolidityFile = {file: string; text: string};

/** An error parameter in ABI JSON form (`tuple` types carry their components). */
export type AbiParam = {name: string; type: string; components?: AbiParam[]};

export type ScannedError = {
  name: string;
  /** Enclosing contract, interface or library; null for a file-level error. */
  contract: string | null;
  file: string;
  /** 1-based line of the `error` keyword. */
  line: number;
  params: AbiParam[];
  signature: string;
  selector: Hex;
};

/** A declaration whose parameter types could not be resolved from the scanned files. */
export type UnresolvedError = {
  name: string;
  contract: string | null;
  file: string;
  line: number;
  reasons: string[];
};

export type ScanResult = {errors: ScannedError[]; unresolved: UnresolvedError[]};

/**
 * The 4-byte selector of a signature such as `Error(string)`: the first bytes of
 * the keccak256 of exactly the text given (not normalised, so a signature that
 * still carries parameter names hashes differently).
 */
export function selectorOf(signature: string): Hex {
  return slice(keccak256(toBytes(signature)), 0, 4);
}

/** `Name(type1,type2)` from a name and its parameters, tuples written `(t1,t2)`. */
export function signatureOf(name: string, params: readonly AbiParam[]): string {
  return formatAbiItem({type: 'error', name, inputs: params as readonly AbiParameter[]});
}

const ELEMENTARY = /^(address|bool|string|bytes|u?int(\d+)?|bytes(\d+)|byte|u?fixed(\d+x\d+)?)$/;

/** The canonical ABI name of an elementary type, or null if `name` is not one. */
export function canonicalElementaryType(name: string): string | null {
  if (!ELEMENTARY.test(name)) return null;
  if (name === 'uint' || name === 'int') return `${name}256`;
  // `byte` was removed in Solidity 0.8 but meant bytes1 before.
  if (name === 'byte') return 'bytes1';
  if (name === 'fixed' || name === 'ufixed') return `${name}128x18`;
  const intWidth = /^u?int(\d+)$/.exec(name);
  if (intWidth) {
    const bits = Number(intWidth[1]);
    return bits >= 8 && bits <= 256 && bits % 8 === 0 ? name : null;
  }
  const bytesWidth = /^bytes(\d+)$/.exec(name);
  if (bytesWidth) {
    const size = Number(bytesWidth[1]);
    return size >= 1 && size <= 32 ? name : null;
  }
  return name;
}

type ContractDecl = {name: string; kind: string; file: string; bases: string[]; types: TypeDecl[]};

type Scope = {file: string; contract: ContractDecl | null};

type TypeDecl =
  | {kind: 'struct'; name: string; scope: Scope; members: VariableDeclaration[]}
  | {kind: 'enum'; name: string; scope: Scope}
  | {kind: 'udvt'; name: string; scope: Scope; underlying: ElementaryTypeName};

type ErrorDecl = {node: CustomErrorDefinition; scope: Scope};

type FileDecl = {
  text: string;
  /** Import paths as written, in source order. */
  imports: string[];
  /** `import {A as B} from "x"` (and `import {A} from "x"`): B → A in x. */
  symbols: Map<string, {name: string; from: string}>;
  /** `import "x" as N`, `import * as N from "x"`: N → x. */
  namespaces: Map<string, string>;
  types: TypeDecl[];
  contracts: ContractDecl[];
};

type Named = {kind: 'namespace'; file: string | null} | {kind: 'contract'; contract: ContractDecl} | {kind: 'type'; decl: TypeDecl};

type Lookup = Named | {reason: string};

type Resolved = {ok: true; param: Omit<AbiParam, 'name'>} | {ok: false; reason: string};

function parseSolidity(text: string, file: string): SourceUnit {
  try {
    return parse(text, {tolerant: false, loc: true, range: true});
  } catch (error) {
    if (!(error instanceof ParserError)) throw error;
    const first = error.errors[0];
    throw new Error(`${file}:${first?.line ?? '?'}:${first?.column ?? '?'}: cannot parse Solidity: ${first?.message ?? error.message}`);
  }
}

function readFile({file, text}: SolidityFile, errors: ErrorDecl[]): FileDecl {
  const decl: FileDecl = {text, imports: [], symbols: new Map(), namespaces: new Map(), types: [], contracts: []};
  const readMember = (node: ASTNode, scope: Scope, types: TypeDecl[]) => {
    if (node.type === 'StructDefinition') types.push({kind: 'struct', name: node.name, scope, members: node.members});
    else if (node.type === 'EnumDefinition') types.push({kind: 'enum', name: node.name, scope});
    else if (node.type === 'TypeDefinition') types.push({kind: 'udvt', name: node.name, scope, underlying: node.definition});
    else if (node.type === 'CustomErrorDefinition') errors.push({node, scope});
  };
  for (const node of parseSolidity(text, file).children) {
    if (node.type === 'ImportDirective') {
      readImport(node, decl);
    } else if (node.type === 'ContractDefinition') {
      const contract = readContract(node, file);
      decl.contracts.push(contract);
      for (const member of node.subNodes as ASTNode[]) readMember(member, {file, contract}, contract.types);
    } else {
      readMember(node, {file, contract: null}, decl.types);
    }
  }
  return decl;
}

function readImport(node: ImportDirective, decl: FileDecl): void {
  decl.imports.push(node.path);
  if (node.unitAlias) decl.namespaces.set(node.unitAlias, node.path);
  for (const [name, alias] of node.symbolAliases ?? []) decl.symbols.set(alias ?? name, {name, from: node.path});
}

function readContract(node: ContractDefinition, file: string): ContractDecl {
  return {name: node.name, kind: node.kind, file, bases: node.baseContracts.map((base) => base.baseName.namePath), types: []};
}

/** The source text of a node, on one line. */
function writtenText(node: ASTNode, text: string): string {
  return node.range ? text.slice(node.range[0], node.range[1] + 1).replace(/\s+/g, ' ') : node.type;
}

function fileOf(symbol: Named): string | null {
  if (symbol.kind === 'namespace') return symbol.file;
  return symbol.kind === 'contract' ? symbol.contract.file : symbol.decl.scope.file;
}

class TypeResolver {
  private readonly contractsByName = new Map<string, ContractDecl[]>();
  private readonly fileTypesByName = new Map<string, TypeDecl[]>();
  private readonly reachableCache = new Map<string, Set<string>>();

  constructor(private readonly files: ReadonlyMap<string, FileDecl>) {
    for (const decl of files.values()) {
      for (const contract of decl.contracts) push(this.contractsByName, contract.name, contract);
      for (const type of decl.types) push(this.fileTypesByName, type.name, type);
    }
  }

  /** Resolves the type of a parameter or struct member. */
  resolveType(typeName: TypeName | null, scope: Scope, seen: string[] = []): Resolved {
    if (!typeName) return {ok: false, reason: 'a parameter has no type'};
    switch (typeName.type) {
      case 'ElementaryTypeName': {
        const type = canonicalElementaryType(typeName.name);
        return type ? {ok: true, param: {type}} : {ok: false, reason: `"${typeName.name}" is not an ABI type`};
      }
      case 'UserDefinedTypeName':
        return this.resolveUserType(typeName.namePath, scope, seen);
      case 'ArrayTypeName': {
        const base = this.resolveType(typeName.baseTypeName, scope, seen);
        if (!base.ok) return base;
        const length = typeName.length;
        let suffix = '[]';
        if (length?.type === 'NumberLiteral' && !length.subdenomination) {
          suffix = `[${Number(length.number.replace(/_/g, ''))}]`;
        } else if (length) {
          const written = writtenText(length, this.files.get(scope.file)?.text ?? '');
          return {ok: false, reason: `array length "${written}" is not a literal number`};
        }
        return {ok: true, param: {...base.param, type: base.param.type + suffix}};
      }
      default: {
        const kind = typeName.type === 'Mapping' ? 'mapping' : 'function';
        const written = writtenText(typeName, this.files.get(scope.file)?.text ?? '');
        return {ok: false, reason: `"${kind}" types are not supported ("${written}")`};
      }
    }
  }

  private resolveUserType(written: string, scope: Scope, seen: string[]): Resolved {
    const found = this.resolvePath(written.split('.'), scope);
    if ('reason' in found) return {ok: false, reason: found.reason};
    if (found.kind === 'namespace') return {ok: false, reason: `"${written}" is an imported file, not a type`};
    if (found.kind === 'contract') {
      return found.contract.kind === 'library' ? {ok: false, reason: `"${written}" is a library, not a type`} : {ok: true, param: {type: 'address'}};
    }
    const decl = found.decl;
    if (decl.kind === 'enum') return {ok: true, param: {type: 'uint8'}};
    if (decl.kind === 'udvt') {
      const underlying = this.resolveType(decl.underlying, decl.scope, seen);
      return underlying.ok ? underlying : {ok: false, reason: `"${written}": ${underlying.reason}`};
    }
    const key = `${decl.scope.file}:${decl.scope.contract?.name ?? ''}.${decl.name}`;
    if (seen.includes(key)) return {ok: false, reason: `struct "${written}" refers to itself`};
    const components: AbiParam[] = [];
    for (const member of decl.members) {
      const resolved = this.resolveType(member.typeName, decl.scope, [...seen, key]);
      if (!resolved.ok) return {ok: false, reason: `struct "${written}": ${resolved.reason}`};
      components.push({name: member.name ?? '', ...resolved.param});
    }
    return {ok: true, param: {type: 'tuple', components}};
  }

  /** Resolves `A`, `A.B`, `N.A.B` to the declaration it names in `scope`. */
  private resolvePath(segments: string[], scope: Scope): Lookup {
    const written = segments.join('.');
    let found = this.lookupName(segments[0]!, scope, new Set());
    for (const member of segments.slice(1)) {
      if ('reason' in found) break;
      if (found.kind === 'namespace') {
        found = found.file ? this.lookupName(member, {file: found.file, contract: null}, new Set()) : this.lookupGlobal(member, scope.file);
      } else if (found.kind === 'contract') {
        const type = this.inContractAndBases(found.contract, member, new Set());
        found = type ? {kind: 'type', decl: type} : {reason: ''};
      } else {
        return {reason: `type "${written}" is not supported`};
      }
    }
    if (!('reason' in found)) return found;
    return {reason: found.reason || `type "${written}" is not declared in the scanned files`};
  }

  /** What a single name means in `scope`, as solc would look it up. */
  private lookupName(name: string, scope: Scope, visiting: Set<string>): Lookup {
    if (scope.contract) {
      const type = this.inContractAndBases(scope.contract, name, new Set());
      if (type) return {kind: 'type', decl: type};
    }
    const file = this.files.get(scope.file);
    const key = `${scope.file}:${name}`;
    if (file && !visiting.has(key)) {
      visiting.add(key);
      const type = file.types.find((t) => t.name === name);
      if (type) return {kind: 'type', decl: type};
      const contract = file.contracts.find((c) => c.name === name);
      if (contract) return {kind: 'contract', contract};
      const namespace = file.namespaces.get(name);
      if (namespace !== undefined) return {kind: 'namespace', file: this.resolveImport(scope.file, namespace)};
      const symbol = file.symbols.get(name);
      if (symbol) {
        const from = this.resolveImport(scope.file, symbol.from);
        if (from) return this.lookupName(symbol.name, {file: from, contract: null}, visiting);
        return this.lookupGlobal(symbol.name, scope.file);
      }
    }
    return this.lookupGlobal(name, scope.file);
  }

  /**
   * A contract or file-level type found by name among all scanned files (what
   * `import "x";` brings in); if several share the name, the one `from` imports.
   */
  private lookupGlobal(name: string, from: string): Lookup {
    const candidates: Named[] = [
      ...(this.contractsByName.get(name) ?? []).map((contract): Named => ({kind: 'contract', contract})),
      ...(this.fileTypesByName.get(name) ?? []).map((decl): Named => ({kind: 'type', decl})),
    ];
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length === 0) return {reason: ''};
    const reachable = this.reachableFrom(from);
    const imported = candidates.filter((candidate) => reachable.has(fileOf(candidate) ?? ''));
    if (imported.length === 1) return imported[0]!;
    return {reason: `"${name}" is declared more than once in the scanned files`};
  }

  /** The type `name` declared in `contract` or in a contract it inherits from. */
  private inContractAndBases(contract: ContractDecl, name: string, visited: Set<ContractDecl>): TypeDecl | null {
    if (visited.has(contract)) return null;
    visited.add(contract);
    const own = contract.types.find((t) => t.name === name);
    if (own) return own;
    for (const base of contract.bases) {
      const found = this.resolvePath(base.split('.'), {file: contract.file, contract: null});
      if ('reason' in found || found.kind !== 'contract') continue;
      const inherited = this.inContractAndBases(found.contract, name, visited);
      if (inherited) return inherited;
    }
    return null;
  }

  /**
   * The scanned file an import path names: relative to the importing file, as
   * given, or (for remapped paths such as `src/x/Y.sol`) the one file whose
   * path ends with the import path minus its first segment.
   */
  private resolveImport(from: string, importPath: string): string | null {
    if (importPath.startsWith('./') || importPath.startsWith('../')) {
      const joined = path.posix.normalize(path.posix.join(path.posix.dirname(from), importPath));
      return this.files.has(joined) ? joined : null;
    }
    if (this.files.has(importPath)) return importPath;
    const tail = importPath.slice(importPath.indexOf('/') + 1);
    const matches = [...this.files.keys()].filter((file) => file === tail || file.endsWith(`/${tail}`));
    return matches.length === 1 ? matches[0]! : null;
  }

  /** `from` and every scanned file it imports, directly or not. */
  private reachableFrom(from: string): Set<string> {
    const cached = this.reachableCache.get(from);
    if (cached) return cached;
    const reachable = new Set([from]);
    const queue = [from];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const imported of this.files.get(file)?.imports ?? []) {
        const target = this.resolveImport(file, imported);
        if (target && !reachable.has(target)) {
          reachable.add(target);
          queue.push(target);
        }
      }
    }
    this.reachableCache.set(from, reachable);
    return reachable;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Scans Solidity files for custom error declarations, in file order and then
 * declaration order. Errors whose parameter types cannot be resolved from the
 * scanned files are returned in `unresolved` with the reasons. Throws if a file
 * is not valid Solidity.
 */
export function scanSolidityErrors(files: readonly SolidityFile[]): ScanResult {
  const errors: ErrorDecl[] = [];
  const decls = new Map(files.map((file) => [file.file, readFile(file, errors)] as const));
  const resolver = new TypeResolver(decls);
  const result: ScanResult = {errors: [], unresolved: []};
  for (const {node, scope} of errors) {
    const params: AbiParam[] = [];
    const reasons: string[] = [];
    for (const param of node.parameters) {
      const resolved = resolver.resolveType(param.typeName, scope);
      if (resolved.ok) params.push({name: param.name ?? '', ...resolved.param});
      else reasons.push(resolved.reason);
    }
    const where = {name: node.name, contract: scope.contract?.name ?? null, file: scope.file, line: node.loc?.start.line ?? 0};
    if (reasons.length > 0) {
      result.unresolved.push({...where, reasons});
    } else {
      const signature = signatureOf(node.name, params);
      result.errors.push({...where, params, signature, selector: toFunctionSelector(signature)});
    }
  }
  return result;
}

/**
 * Parses a canonical ABI type (`uint256`, `(address,uint8)[]`) into ABI JSON
 * form, for data whose signatures are already canonical.
 */
export function parseCanonicalType(type: string): Omit<AbiParam, 'name'> {
  if (!type.startsWith('(')) return {type};
  let depth = 0;
  let close = -1;
  for (let i = 0; i < type.length; i += 1) {
    if (type[i] === '(') depth += 1;
    if (type[i] === ')') depth -= 1;
    if (depth === 0) {
      close = i;
      break;
    }
  }
  if (close === -1) throw new Error(`Unbalanced parentheses in type "${type}"`);
  return {type: `tuple${type.slice(close + 1)}`, components: splitCanonicalList(type.slice(1, close)).map((t) => ({name: '', ...parseCanonicalType(t)}))};
}

/** Splits `a,(b,c),d` at top-level commas. */
export function splitCanonicalList(list: string): string[] {
  if (list === '') return [];
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * Reads parameters written as in source (`bytes innerError`, `uint x, address`);
 * the type is canonical when it is elementary (or an array of one) and null
 * when it names a user type. Used to check data that was extracted elsewhere.
 */
export function parseWrittenParams(params: string): {name: string; type: string | null}[] {
  const file = 'parameters';
  const unit = parseSolidity(`error WrittenParams(${params});`, file);
  const error = unit.children[0];
  if (unit.children.length !== 1 || error?.type !== 'CustomErrorDefinition') {
    throw new Error(`cannot read "${params}" as a parameter list`);
  }
  const resolver = new TypeResolver(new Map());
  return error.parameters.map((param) => {
    const resolved = resolver.resolveType(param.typeName, {file, contract: null});
    return {name: param.name ?? '', type: resolved.ok ? resolved.param.type : null};
  });
}
