/**
 * Decodes pasted revert data: finds the error(s) whose 4-byte selector starts the
 * data and ABI-decodes any arguments with viem. Covers the protocol's custom
 * errors plus Solidity's built-in Error(string) and Panic(uint256).
 * This module pulls in viem, so the page loads it on demand only.
 */
import {BaseError, decodeAbiParameters, type Hex} from 'viem';
import type {ErrorCode, ErrorHelp, ErrorParam} from '@site/src/data/errorCodeTypes';
import {describePanicCode} from '@site/src/data/panicCodes';
import {PANIC_UINT256, STANDARD_ERRORS} from '@site/src/data/standardErrors';

/** An error the decoder knows: a protocol error, or one of Solidity's two built-in errors. */
export type KnownError = Pick<ErrorCode, 'name' | 'signature' | 'selector' | 'params' | 'contract'> & {
  /** Anchor on the error-codes page. */
  id: string;
  file?: string;
  help?: ErrorHelp;
};

export type DecodedArg = {name: string; type: string; value: string};

export type RevertMatch = {
  error: KnownError;
  /** Decoded arguments; null when only the selector was given for an error that takes arguments. */
  args: DecodedArg[] | null;
  /** For Panic(uint256): the code and what it means (null meaning: a code solc does not emit). */
  panic?: {code: string; meaning: string | null};
  /** For INNER_ERROR(bytes): the wrapped revert data, decoded in turn. */
  inner?: DecodeResult;
};

export type DecodeProblemKind = 'empty' | 'non-hex' | 'odd-length' | 'too-short' | 'unknown-selector' | 'truncated';

export type DecodeResult = {
  /** The first 4 bytes, once the input is long enough to have them. */
  selector: Hex | null;
  matches: RevertMatch[];
  /** Why the data could not be decoded (fully); absent on success. */
  problem?: {kind: DecodeProblemKind; message: string};
  /** Things worth knowing about data that did decode. */
  notes: string[];
};

/** LibBytes wraps the revert data of a failed inner call in this error. */
const WRAPPING_ERROR = 'INNER_ERROR';
const MAX_NESTING = 3;

function problem(kind: DecodeProblemKind, message: string, selector: Hex | null = null, matches: RevertMatch[] = []): DecodeResult {
  return {selector, matches, problem: {kind, message}, notes: []};
}

function describeCharacters(characters: string[]): string {
  const shown = characters.slice(0, 5).map((c) => (c === '"' ? "'\"'" : `"${c}"`));
  return characters.length > 5 ? `${shown.join(', ')} and ${characters.length - 5} more` : shown.join(', ');
}

/** Removes whitespace, surrounding quotes and the 0x prefix; returns the hex digits as written. */
function normalise(input: string): {digits: string; hadPrefix: boolean} {
  let text = input.replace(/\s+/g, '');
  const quoted = /^(["'`])(.*)\1$/.exec(text);
  if (quoted) text = quoted[2]!;
  const hadPrefix = /^0x/i.test(text);
  return {digits: hadPrefix ? text.slice(2) : text, hadPrefix};
}

function formatValue(value: unknown, param: Pick<ErrorParam, 'type' | 'components'>): string {
  const array = /^(.*)\[\d*\]$/.exec(param.type);
  if (array && Array.isArray(value)) {
    const element = {type: array[1]!, components: param.components};
    return `[${value.map((item) => formatValue(item, element)).join(', ')}]`;
  }
  if (param.type === 'tuple') {
    const components = param.components ?? [];
    const items = components.map((component, i) => {
      const item = Array.isArray(value) ? value[i] : (value as Record<string, unknown>)[component.name];
      const formatted = formatValue(item, component);
      return component.name ? `${component.name}: ${formatted}` : formatted;
    });
    return `(${items.join(', ')})`;
  }
  if (typeof value === 'string' && param.type === 'string') return JSON.stringify(value);
  return String(value);
}

function decodeArgs(
  error: KnownError,
  argsHex: string,
  context: {errors: readonly KnownError[]; nesting: number},
): {match: RevertMatch; problem?: DecodeResult['problem']; notes: string[]} {
  const notes: string[] = [];
  const match: RevertMatch = {error, args: null};
  if (error.params.length === 0) {
    match.args = [];
    if (argsHex.length > 0) {
      notes.push(`${argsHex.length / 2} bytes follow the selector, but ${error.signature} takes no arguments; they were ignored.`);
    }
    return {match, notes};
  }
  if (argsHex.length === 0) {
    const list = error.params.map((p) => (p.name ? `${p.type} ${p.name}` : p.type)).join(', ');
    notes.push(`Only the selector was given, so the arguments (${list}) cannot be shown. Paste the full revert data to decode them.`);
    return {match, notes};
  }
  let values: readonly unknown[];
  try {
    values = decodeAbiParameters(error.params, `0x${argsHex}`);
  } catch (cause) {
    const detail = cause instanceof BaseError ? cause.shortMessage : String(cause);
    const truncated = /too small|out of bounds|zero data/i.test(detail);
    return {
      match,
      notes,
      problem: {
        kind: 'truncated',
        message: truncated
          ? `The selector matches ${error.signature}, but the data ends before its arguments are complete (${argsHex.length / 2} bytes after the selector). Copy the revert data again without cutting it off.`
          : `The selector matches ${error.signature}, but the arguments are not valid ABI encoding: ${detail}`,
      },
    };
  }
  match.args = error.params.map((param, i) => ({name: param.name, type: param.type, value: formatValue(values[i], param)}));
  if (error.selector === PANIC_UINT256.selector) {
    const code = values[0] as bigint;
    match.panic = {code: `0x${code.toString(16).padStart(2, '0')}`, meaning: describePanicCode(code)?.meaning ?? null};
  }
  if (error.name === WRAPPING_ERROR && typeof values[0] === 'string' && context.nesting < MAX_NESTING) {
    match.inner = decode(values[0], context.errors, context.nesting + 1);
  }
  return {match, notes};
}

function decode(input: string, errors: readonly KnownError[], nesting: number): DecodeResult {
  const known: readonly KnownError[] = [...STANDARD_ERRORS, ...errors];
  const {digits, hadPrefix} = normalise(input);
  if (digits.length === 0) {
    return hadPrefix
      ? problem(
          'empty',
          'The revert data is empty ("0x"): the call reverted without an error, for example through revert() or a require without a message. There is nothing to decode.',
        )
      : problem('empty', 'Paste revert data to decode: a 4-byte selector such as 0x08c379a0, or the full hex data from a log or an explorer.');
  }
  const invalid = [...new Set(digits.replace(/[0-9a-fA-F]/g, ''))];
  if (invalid.length > 0) {
    return problem('non-hex', `Revert data must be hexadecimal (digits 0-9 and letters a-f, optionally after 0x). Found ${describeCharacters(invalid)}.`);
  }
  if (digits.length % 2 === 1) {
    return problem(
      'odd-length',
      `The data has an odd number of hex digits (${digits.length}). Every byte takes two digits, so one digit is missing or extra: check the start and the end of what you copied.`,
    );
  }
  if (digits.length < 8) {
    return problem(
      'too-short',
      `A selector is 4 bytes (8 hex digits), but the data has only ${digits.length / 2} byte${digits.length === 2 ? '' : 's'}. Copy the full revert data.`,
    );
  }
  const hex = digits.toLowerCase();
  const selector = `0x${hex.slice(0, 8)}` as Hex;
  const candidates = known.filter((error) => error.selector === selector);
  if (candidates.length === 0) {
    return problem(
      'unknown-selector',
      `No Surge protocol error has the selector ${selector}, and it is neither Error(string) nor Panic(uint256). It probably comes from another contract the transaction called, such as a token, a wallet or a third-party library, or from a contract version these docs do not cover. This page does not look selectors up in external databases.`,
      selector,
    );
  }
  const result: DecodeResult = {selector, matches: [], notes: []};
  const argsHex = hex.slice(8);
  for (const error of candidates) {
    const decoded = decodeArgs(error, argsHex, {errors, nesting});
    result.matches.push(decoded.match);
    result.problem ??= decoded.problem;
    for (const note of decoded.notes) if (!result.notes.includes(note)) result.notes.push(note);
  }
  if (candidates.length > 1) {
    const contracts = [...new Set(candidates.map((error) => error.contract ?? error.file ?? error.name))];
    result.notes.unshift(
      `${candidates.length} declarations share this selector (${contracts.join(', ')}). The selector alone does not tell which contract reverted; the contract you called, or the trace, does.`,
    );
  }
  return result;
}

/**
 * Decodes revert data given as a selector alone or as full ABI-encoded data,
 * with or without 0x; whitespace and line breaks are ignored.
 */
export function decodeRevertData(input: string, errors: readonly KnownError[]): DecodeResult {
  return decode(input, errors, 0);
}
