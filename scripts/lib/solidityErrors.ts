/**
 * Finds every custom error declared in a tree of Solidity sources and gives
 * each its canonical ABI signature and 4-byte selector (keccak256 via viem),
 * the way solc builds them: parameter names and data locations dropped,
 * `uint` → `uint256`, structs as tuples, enums as `uint8`, contract types and
 * `address payable` as `address`, user-defined value types as their underlying type.
 */
import {keccak256, slice, toBytes, type Hex} from 'viem';

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

/** The 4-byte selector of a canonical signature such as `Error(string)`. */
export function selectorOf(signature: string): Hex {
  return slice(keccak256(toBytes(signature)), 0, 4);
}

/** The canonical type string of a parameter: tuples are written `(t1,t2)`, with array suffixes kept. */
export function canonicalTypeOf(param: AbiParam): string {
  if (!param.type.startsWith('tuple')) return param.type;
  const inner = (param.components ?? []).map(canonicalTypeOf).join(',');
  return `(${inner})${param.type.slice('tuple'.length)}`;
}

/** `Name(type1,type2)` from a name and its parameters. */
export function signatureOf(name: string, params: readonly AbiParam[]): string {
  return `${name}(${params.map(canonicalTypeOf).join(',')})`;
}

/**
 * Replaces `//` and `/* *\/` comments with spaces, keeping newlines (so line
 * numbers survive) and leaving string literals untouched.
 */
export function stripSolidityComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '"' || char === "'") {
      const end = endOfString(source, i);
      out += source.slice(i, end);
      i = end;
    } else if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') {
        out += ' ';
        i += 1;
      }
    } else if (char === '/' && next === '*') {
      const close = source.indexOf('*/', i + 2);
      const end = close === -1 ? source.length : close + 2;
      out += source.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

function endOfString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length && source[i] !== quote && source[i] !== '\n') {
    i += source[i] === '\\' ? 2 : 1;
  }
  return Math.min(i + 1, source.length);
}

type Token = {kind: 'ident' | 'number' | 'punct' | 'string'; value: string; line: number};

function tokenize(source: string): Token[] {
  const text = stripSolidityComments(source);
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(char)) {
      i += 1;
    } else if (char === '"' || char === "'") {
      const end = endOfString(text, i);
      tokens.push({kind: 'string', value: text.slice(i, end), line});
      i = end;
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z0-9_$]+/.exec(text.slice(i))!;
      tokens.push({kind: 'ident', value: match[0], line});
      i += match[0].length;
    } else if (/[0-9]/.test(char)) {
      const match = /^(0x[0-9a-fA-F_]+|[0-9_]+(\.[0-9_]+)?([eE]-?[0-9_]+)?)/.exec(text.slice(i))!;
      tokens.push({kind: 'number', value: match[0], line});
      i += match[0].length;
    } else {
      tokens.push({kind: 'punct', value: char, line});
      i += 1;
    }
  }
  return tokens;
}

type ContractKind = 'contract' | 'interface' | 'library';

type ContractDecl = {name: string; kind: ContractKind; file: string; bases: string[][]};

type Scope = {file: string; contract: string | null};

type TypeDecl =
  | {kind: 'struct'; name: string; scope: Scope; members: Token[][]}
  | {kind: 'enum'; name: string; scope: Scope}
  | {kind: 'udvt'; name: string; scope: Scope; underlying: Token[]};

type ErrorDecl = {name: string; scope: Scope; line: number; params: Token[][]};

type FileInfo = {
  /** `import {A as B}`: B → A. */
  aliases: Map<string, string>;
  /** `import "x" as N` / `import * as N from "x"`. */
  namespaces: Set<string>;
};

type Declarations = {
  contracts: ContractDecl[];
  types: TypeDecl[];
  errors: ErrorDecl[];
  files: Map<string, FileInfo>;
};

const CONTRACT_KEYWORDS = new Set(['contract', 'interface', 'library']);
const DATA_LOCATIONS = new Set(['memory', 'calldata', 'storage']);
const STATEMENT_BOUNDARY = new Set([';', '{', '}']);

/** Index of the token that closes the bracket opened at `open`. */
function matchingClose(tokens: Token[], open: number): number {
  const opener = tokens[open]!.value;
  const closer = {'(': ')', '{': '}', '[': ']'}[opener]!;
  let depth = 0;
  for (let i = open; i < tokens.length; i += 1) {
    const value = tokens[i]!.value;
    if (tokens[i]!.kind !== 'punct') continue;
    if (value === opener) depth += 1;
    else if (value === closer) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return tokens.length;
}

/** Splits a token list at commas that are not nested in brackets. */
function splitTopLevel(tokens: Token[], separator = ','): Token[][] {
  const parts: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'punct' && '([{'.includes(token.value)) depth += 1;
    if (token.kind === 'punct' && ')]}'.includes(token.value)) depth -= 1;
    if (depth === 0 && token.kind === 'punct' && token.value === separator) {
      parts.push(current);
      current = [];
    } else {
      current.push(token);
    }
  }
  if (current.length > 0 || parts.length > 0) parts.push(current);
  return parts;
}

function collectDeclarations(files: readonly SolidityFile[]): Declarations {
  const declarations: Declarations = {contracts: [], types: [], errors: [], files: new Map()};
  for (const {file, text} of files) {
    const tokens = tokenize(text);
    const info: FileInfo = {aliases: new Map(), namespaces: new Set()};
    declarations.files.set(file, info);
    // Brace depth, and the depth at which the current contract body opened.
    let depth = 0;
    let contract: {name: string; depth: number} | null = null;
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      const previous = tokens[i - 1];
      const atBoundary = !previous || (previous.kind === 'punct' && STATEMENT_BOUNDARY.has(previous.value));
      const declarationLevel = contract ? depth === contract.depth : depth === 0;
      const scope: Scope = {file, contract: contract?.name ?? null};
      if (token.kind === 'punct' && token.value === '{') depth += 1;
      else if (token.kind === 'punct' && token.value === '}') {
        depth -= 1;
        if (contract && depth < contract.depth) contract = null;
      } else if (token.kind !== 'ident' || !declarationLevel) {
        continue;
      } else if (token.value === 'import' && atBoundary && depth === 0) {
        i = readImport(tokens, i, info);
      } else if (
        CONTRACT_KEYWORDS.has(token.value) &&
        !contract &&
        (atBoundary || previous?.value === 'abstract') &&
        tokens[i + 1]?.kind === 'ident'
      ) {
        const name = tokens[i + 1]!.value;
        let j = i + 2;
        const bases: string[][] = [];
        if (tokens[j]?.value === 'is') {
          j += 1;
          const start = j;
          while (j < tokens.length && tokens[j]!.value !== '{') {
            if (tokens[j]!.value === '(') j = matchingClose(tokens, j);
            j += 1;
          }
          for (const part of splitTopLevel(tokens.slice(start, j))) {
            const path = readPath(part, 0);
            if (path.segments.length > 0) bases.push(path.segments);
          }
        }
        while (j < tokens.length && tokens[j]!.value !== '{') j += 1;
        declarations.contracts.push({name, kind: token.value as ContractKind, file, bases});
        depth += 1;
        contract = {name, depth};
        i = j;
      } else if (token.value === 'struct' && tokens[i + 1]?.kind === 'ident' && tokens[i + 2]?.value === '{') {
        const close = matchingClose(tokens, i + 2);
        const members = splitTopLevel(tokens.slice(i + 3, close), ';').filter((m) => m.length > 0);
        declarations.types.push({kind: 'struct', name: tokens[i + 1]!.value, scope, members});
        i = close;
      } else if (token.value === 'enum' && tokens[i + 1]?.kind === 'ident' && tokens[i + 2]?.value === '{') {
        declarations.types.push({kind: 'enum', name: tokens[i + 1]!.value, scope});
        i = matchingClose(tokens, i + 2);
      } else if (token.value === 'type' && tokens[i + 1]?.kind === 'ident' && tokens[i + 2]?.value === 'is') {
        let end = i + 3;
        while (end < tokens.length && tokens[end]!.value !== ';') end += 1;
        declarations.types.push({
          kind: 'udvt',
          name: tokens[i + 1]!.value,
          scope,
          underlying: tokens.slice(i + 3, end),
        });
        i = end;
      } else if (
        token.value === 'error' &&
        atBoundary &&
        tokens[i + 1]?.kind === 'ident' &&
        tokens[i + 2]?.value === '('
      ) {
        const close = matchingClose(tokens, i + 2);
        if (tokens[close + 1]?.value !== ';') continue;
        const inner = tokens.slice(i + 3, close);
        declarations.errors.push({
          name: tokens[i + 1]!.value,
          scope,
          line: token.line,
          params: inner.length === 0 ? [] : splitTopLevel(inner),
        });
        i = close + 1;
      }
    }
  }
  return declarations;
}

function readImport(tokens: Token[], start: number, info: FileInfo): number {
  let end = start;
  while (end < tokens.length && tokens[end]!.value !== ';') end += 1;
  const body = tokens.slice(start + 1, end);
  const brace = body.findIndex((t) => t.value === '{');
  if (brace !== -1) {
    const close = body.findIndex((t) => t.value === '}');
    for (const part of splitTopLevel(body.slice(brace + 1, close))) {
      if (part.length === 3 && part[1]!.value === 'as') info.aliases.set(part[2]!.value, part[0]!.value);
    }
  } else {
    const as = body.findIndex((t) => t.value === 'as');
    if (as !== -1 && body[as + 1]?.kind === 'ident') info.namespaces.add(body[as + 1]!.value);
  }
  return end;
}

/** Reads `A.B.C` starting at `start`; returns the segments and the index after them. */
function readPath(tokens: Token[], start: number): {segments: string[]; next: number} {
  const segments: string[] = [];
  let i = start;
  while (tokens[i]?.kind === 'ident') {
    segments.push(tokens[i]!.value);
    i += 1;
    if (tokens[i]?.value === '.' && tokens[i + 1]?.kind === 'ident') i += 1;
    else break;
  }
  return {segments, next: i};
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

type Resolved = {ok: true; param: Omit<AbiParam, 'name'>} | {ok: false; reason: string};

class TypeResolver {
  private readonly contractsByName = new Map<string, ContractDecl[]>();

  constructor(private readonly declarations: Declarations) {
    for (const contract of declarations.contracts) {
      const list = this.contractsByName.get(contract.name) ?? [];
      list.push(contract);
      this.contractsByName.set(contract.name, list);
    }
  }

  /** Resolves one parameter or struct member (`type [location] [name]`). */
  resolveParam(tokens: Token[], scope: Scope, seen: string[] = []): {name: string} & Resolved {
    const written = tokens.map((t) => t.value).join(' ');
    const path = readPath(tokens, 0);
    let i = path.next;
    if (path.segments.length === 0) return {name: '', ok: false, reason: `cannot read the type in "${written}"`};
    let base: Resolved;
    if (path.segments[0] === 'function' || path.segments[0] === 'mapping') {
      return {name: '', ok: false, reason: `"${path.segments[0]}" types are not supported ("${written}")`};
    } else if (path.segments.length === 1 && path.segments[0] === 'address' && tokens[i]?.value === 'payable') {
      i += 1;
      base = {ok: true, param: {type: 'address'}};
    } else {
      base = this.resolvePath(path.segments, scope, seen);
    }
    let suffix = '';
    while (tokens[i]?.value === '[') {
      const close = matchingClose(tokens, i);
      const size = tokens.slice(i + 1, close);
      if (size.length === 0) suffix += '[]';
      else if (size.length === 1 && size[0]!.kind === 'number') suffix += `[${Number(size[0]!.value.replace(/_/g, ''))}]`;
      else if (base.ok) base = {ok: false, reason: `array length "${size.map((t) => t.value).join('')}" is not a literal number`};
      i = close + 1;
    }
    if (tokens[i] && DATA_LOCATIONS.has(tokens[i]!.value)) i += 1;
    const name = tokens[i]?.kind === 'ident' ? tokens[i]!.value : '';
    if (!base.ok) return {name, ...base};
    return {name, ok: true, param: {...base.param, type: base.param.type + suffix}};
  }

  private resolvePath(segments: string[], scope: Scope, seen: string[]): Resolved {
    const written = segments.join('.');
    if (segments.length === 1) {
      const elementary = canonicalElementaryType(segments[0]!);
      if (elementary) return {ok: true, param: {type: elementary}};
    }
    const found = this.lookup(segments, scope);
    if ('reason' in found) return {ok: false, reason: found.reason};
    const decl = found.decl;
    if (decl.kind === 'contract') {
      return decl.contract.kind === 'library'
        ? {ok: false, reason: `"${written}" is a library, not a type`}
        : {ok: true, param: {type: 'address'}};
    }
    if (decl.kind === 'enum') return {ok: true, param: {type: 'uint8'}};
    const key = `${decl.scope.file}:${decl.scope.contract ?? ''}.${decl.name}`;
    if (seen.includes(key)) return {ok: false, reason: `struct "${written}" refers to itself`};
    if (decl.kind === 'udvt') {
      const underlying = this.resolveParam(decl.underlying, decl.scope, [...seen, key]);
      return underlying.ok ? underlying : {ok: false, reason: `"${written}": ${underlying.reason}`};
    }
    const components: AbiParam[] = [];
    for (const member of decl.members) {
      const resolved = this.resolveParam(member, decl.scope, [...seen, key]);
      if (!resolved.ok) return {ok: false, reason: `struct "${written}": ${resolved.reason}`};
      components.push({name: resolved.name, ...resolved.param});
    }
    return {ok: true, param: {type: 'tuple', components}};
  }

  private lookup(
    segments: string[],
    scope: Scope,
  ): {decl: TypeDecl | {kind: 'contract'; contract: ContractDecl}} | {reason: string} {
    const info = this.declarations.files.get(scope.file);
    const first = info?.aliases.get(segments[0]!) ?? segments[0]!;
    const written = segments.join('.');
    if (segments.length === 1) {
      const inContracts = scope.contract ? this.inContractAndBases(scope.contract, first, scope.file) : [];
      if (inContracts.length > 0) return {decl: inContracts[0]!};
      const fileLevel = this.declarations.types.filter(
        (t) => t.name === first && t.scope.file === scope.file && t.scope.contract === null,
      );
      if (fileLevel.length > 0) return {decl: fileLevel[0]!};
      const contracts = this.contractsByName.get(first) ?? [];
      if (contracts.length === 1) return {decl: {kind: 'contract', contract: contracts[0]!}};
      const imported = this.declarations.types.filter((t) => t.name === first && t.scope.contract === null);
      if (imported.length === 1) return {decl: imported[0]!};
      if (contracts.length + imported.length > 1) return {reason: `"${written}" is declared more than once in the scanned files`};
      return {reason: `type "${written}" is not declared in the scanned files`};
    }
    if (segments.length === 2) {
      const member = segments[1]!;
      if (info?.namespaces.has(first)) return this.lookup([member], {file: '', contract: null});
      const owners = this.contractsByName.get(first) ?? [];
      if (owners.length === 1) {
        const found = this.inContractAndBases(first, member, owners[0]!.file);
        if (found.length > 0) return {decl: found[0]!};
      }
      return {reason: `type "${written}" is not declared in the scanned files`};
    }
    return {reason: `type "${written}" is not supported`};
  }

  /** Types named `name` declared in `contractName` or in the contracts it inherits from. */
  private inContractAndBases(contractName: string, name: string, file: string, visited = new Set<string>()): TypeDecl[] {
    if (visited.has(contractName)) return [];
    visited.add(contractName);
    const own = this.declarations.types.filter((t) => t.name === name && t.scope.contract === contractName);
    if (own.length > 0) return own;
    const candidates = this.contractsByName.get(contractName) ?? [];
    const contract = candidates.find((c) => c.file === file) ?? candidates[0];
    for (const base of contract?.bases ?? []) {
      const found = this.inContractAndBases(base[base.length - 1]!, name, file, visited);
      if (found.length > 0) return found;
    }
    return [];
  }
}

/**
 * Scans Solidity files for custom error declarations, in file order and then
 * declaration order. Errors whose parameter types cannot be resolved from the
 * scanned files are returned in `unresolved` with the reasons.
 */
export function scanSolidityErrors(files: readonly SolidityFile[]): ScanResult {
  const declarations = collectDeclarations(files);
  const resolver = new TypeResolver(declarations);
  const result: ScanResult = {errors: [], unresolved: []};
  for (const error of declarations.errors) {
    const params: AbiParam[] = [];
    const reasons: string[] = [];
    for (const tokens of error.params) {
      const resolved = resolver.resolveParam(tokens, error.scope);
      if (resolved.ok) params.push({name: resolved.name, ...resolved.param});
      else reasons.push(resolved.reason);
    }
    const where = {name: error.name, contract: error.scope.contract, file: error.scope.file, line: error.line};
    if (reasons.length > 0) {
      result.unresolved.push({...where, reasons});
    } else {
      const signature = signatureOf(error.name, params);
      result.errors.push({...where, params, signature, selector: selectorOf(signature)});
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
 * Reads parameters written as in source (`bytes innerError`, `uint x, address`)
 * whose types are elementary; used to check data that was extracted elsewhere.
 */
export function parseWrittenParams(params: string): {name: string; type: string | null}[] {
  const tokens = tokenize(params);
  if (tokens.length === 0) return [];
  const resolver = new TypeResolver({contracts: [], types: [], errors: [], files: new Map()});
  return splitTopLevel(tokens).map((part) => {
    const resolved = resolver.resolveParam(part, {file: '', contract: null});
    return {name: resolved.name, type: resolved.ok ? canonicalTypeOf({name: '', ...resolved.param}) : null};
  });
}
