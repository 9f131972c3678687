/**
 * Checks every entry of the generated src/data/errorCodes.json. A failure here
 * means the file was edited by hand or the generator broke: regenerate it with
 * `npm run generate:errors` rather than fixing entries one by one.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {toFunctionSelector} from 'viem';
import {describe, expect, test} from 'vitest';
import {ERROR_CODE_DATA as data, ERROR_CODES as errors} from './errorCodeData';
const PAGE = readFileSync(path.resolve(__dirname, '../../docs/troubleshooting/error-codes.md'), 'utf8');

describe('error-code data', () => {
  test.each(errors.map((error) => [error.id, error]))('%s is consistent', (_, error) => {
    expect(error.signature.startsWith(`${error.name}(`), 'signature starts with the name').toBe(true);
    expect(error.selector, 'selector is keccak256(signature)[0:4]').toBe(toFunctionSelector(error.signature));
    expect(error.file, 'file is a Solidity path').toMatch(/\.sol$/);
    expect(error.id, 'anchor is a lower-case slug').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('anchors are unique across groups, errors and the page headings', () => {
    const pageIds = [...PAGE.matchAll(/\{#([\w-]+)\}/g)].map((match) => match[1]);
    const ids = [...pageIds, ...data.files.flatMap((f) => f.contracts.flatMap((c) => [c.id, ...c.errors.map((e) => e.id)]))];
    expect(ids.length).toBe(new Set(ids).size);
  });

  test('counts match the entries', () => {
    expect(data.counts.errors).toBe(errors.length);
    expect(data.counts.names).toBe(new Set(errors.map((e) => e.name)).size);
    expect(data.counts.selectors).toBe(new Set(errors.map((e) => e.selector)).size);
  });

  test('nothing was left unresolved', () => {
    expect(data.unresolved).toEqual([]);
  });

  test('the error-codes page states the counts of the data', () => {
    expect(PAGE).toContain(`${data.counts.errors} custom errors`);
    expect(PAGE).toContain(`${data.counts.names} distinct names`);
  });
});
