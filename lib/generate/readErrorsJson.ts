/**
 * Reads the facts file errors.json (declarations extracted from the protocol
 * contracts: file, contract, name, params as written, canonical signature) into
 * declarations with ABI parameters, and rejects entries that contradict themselves.
 */
import type {ErrorDeclaration} from './buildErrorCodeData';
import {parseCanonicalType, parseWrittenParams, splitCanonicalList} from './solidityErrors';

type RawEntry = {file: string; contract: string; name: string; params: string; signature: string};

const FIELDS = ['file', 'contract', 'name', 'params', 'signature'] as const;

function assertEntry(entry: unknown, index: number): asserts entry is RawEntry {
  const record = entry as Record<string, unknown> | null;
  for (const field of FIELDS) {
    if (typeof record?.[field] !== 'string') {
      throw new Error(`errors.json entry ${index}: "${field}" must be a string`);
    }
  }
}

export function readErrorsJson(text: string): ErrorDeclaration[] {
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) throw new Error('errors.json must hold an array of error declarations');
  return entries.map((entry, index) => {
    assertEntry(entry, index);
    const where = `errors.json entry ${index} (${entry.name} in ${entry.file})`;
    if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(entry.name)) throw new Error(`${where}: invalid error name`);
    const prefix = `${entry.name}(`;
    if (!entry.signature.startsWith(prefix) || !entry.signature.endsWith(')')) {
      throw new Error(`${where}: signature "${entry.signature}" does not belong to the name`);
    }
    const types = splitCanonicalList(entry.signature.slice(prefix.length, -1));
    const written = parseWrittenParams(entry.params);
    if (written.length !== types.length) {
      throw new Error(`${where}: params "${entry.params}" and signature "${entry.signature}" differ in length`);
    }
    const params = types.map((type, i) => {
      const writtenType = written[i]!.type;
      // Only elementary written types can be checked; user types are taken from the signature.
      if (writtenType !== null && writtenType !== type) {
        throw new Error(`${where}: parameter ${i + 1} is written "${writtenType}" but signed "${type}"`);
      }
      return {name: written[i]!.name, ...parseCanonicalType(type)};
    });
    return {name: entry.name, contract: entry.contract || null, file: entry.file, params, signature: entry.signature};
  });
}
