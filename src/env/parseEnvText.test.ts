import {describe, expect, test} from 'vitest';
import {MAX_INPUT_CHARS, parseEnvText} from './parseEnvText';

const checks = (text: string) => parseEnvText(text).findings.map((finding) => finding.check);

describe('parsing a pasted .env', () => {
  test('reads keys and values in order, with line numbers, as dotenv does', () => {
    const {entries, findings} = parseEnvText('# comment\nA=1\n\nLOG_LEVEL="-vv"\nB=two # trailing comment\nA=3\n');
    expect(findings).toEqual([]);
    expect(entries.map(({key, value, line}) => [key, value, line])).toEqual([
      ['A', '1', 2],
      ['LOG_LEVEL', '-vv', 4],
      ['B', 'two', 5],
      ['A', '3', 6],
    ]);
  });

  test('keeps empty values', () => {
    expect(parseEnvText('BROADCAST=\n').entries[0]).toMatchObject({key: 'BROADCAST', value: ''});
  });

  test.each([
    ['a line without =', 'A=1\njust some words', 'line-no-equals', 'Line 2 has no "="'],
    ['a YAML-style colon', 'L1_CHAINID: 560048', 'line-no-equals', 'writes "L1_CHAINID:" with a colon'],
    ['a key with a dash', 'MY-KEY=1', 'line-invalid-key', '"MY-KEY" is not a valid key name'],
    ['a key starting with a digit', '1KEY=1', 'line-invalid-key', 'do not start with a digit'],
    ['an export prefix', 'export L1_CHAINID=560048', 'line-export', 'starts with "export"'],
    ['spaces around =', 'L1_CHAINID = 560048', 'line-spaces-around-equals', 'spaces around "="'],
    ['an unclosed double quote', 'VERIFY_ARG="--verify\nB=1', 'line-unbalanced-quote', 'opens a " quote that never closes'],
    ['an unclosed single quote', "LOG_LEVEL='-vv", 'line-unbalanced-quote', "opens a ' quote"],
    ['Windows line endings', 'A=1\r\nB=2\r\n', 'file-crlf', '2 lines end with a Windows line break'],
    ['bytes that were not UTF-8', 'A=caf\uFFFD\n', 'line-replacement-char', 'not valid UTF-8'],
    ['NUL bytes', 'A=1\u0000\u0000', 'input-binary', 'binary data'],
    ['an empty paste', '   \n\n', 'input-empty', 'no KEY=value lines'],
    ['only comments', '# nothing here\n', 'input-empty', 'no KEY=value lines'],
  ])('explains %s', (_, text, check, message) => {
    const {findings} = parseEnvText(text);
    const found = findings.find((item) => item.check === check);
    expect(found?.message).toContain(message);
  });

  test('still reads the keys of an exported line', () => {
    expect(parseEnvText('export L1_CHAINID=560048').entries[0]).toMatchObject({key: 'L1_CHAINID', value: '560048'});
  });

  test('reads CRLF values without the carriage return', () => {
    expect(parseEnvText('A=1\r\nB=2\r\n').entries.map((entry) => entry.value)).toEqual(['1', '2']);
  });

  test('marks the value of an unclosed quote as damaged and goes on with the next line', () => {
    const {entries} = parseEnvText('VERIFY_ARG="--verify\nB=1');
    expect(entries).toEqual([
      {key: 'VERIFY_ARG', value: '"--verify', line: 1, endLine: 1, damaged: true},
      {key: 'B', value: '1', line: 2, endLine: 2},
    ]);
  });

  test('reads a quoted value over several lines as one value and says so', () => {
    const {entries, findings} = parseEnvText('A="one\ntwo"\nB=1');
    expect(entries[0]).toMatchObject({key: 'A', value: 'one\ntwo', line: 1, endLine: 2});
    expect(entries[1]).toMatchObject({key: 'B', line: 3});
    expect(findings.map((item) => item.check)).toEqual(['line-multiline-value']);
  });

  test('refuses a 1 MB paste with its size, without reading it', () => {
    const big = 'A=1\n'.repeat(262_144);
    const {entries, findings} = parseEnvText(big);
    expect(entries).toEqual([]);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.check).toBe('input-too-large');
    expect(findings[0]?.message).toContain('The text is 1.0 MB');
    expect(parseEnvText('A=1\n'.repeat(MAX_INPUT_CHARS / 4)).findings).toEqual([]);
  });

  test('caps repeated line findings and counts the rest', () => {
    const found = parseEnvText('garbage\n'.repeat(25)).findings;
    expect(found.filter((item) => item.check === 'line-no-equals')).toHaveLength(21);
    expect(found.some((item) => item.message.startsWith('5 more lines'))).toBe(true);
  });

  test('never quotes a private key back', () => {
    const key = 'ab'.repeat(32);
    const messages = parseEnvText(`${key}\n`)
      .findings.map((item) => item.message)
      .join(' ');
    expect(messages).not.toContain(key);
    expect(messages).toContain('64 hex digits hidden');
  });

  test.each([
    ['random bytes', String.fromCharCode(...Array.from({length: 512}, (_, i) => (i * 7919) % 0xd7ff || 1))],
    ['unbalanced brackets', '=\n==\n"=\n\'\n`\nA=`\nB="\\"'],
    ['a lone quote key', '"=1'],
    ['a very long line', `A=${'x'.repeat(200_000)}`],
  ])('does not throw on %s', (_, text) => {
    expect(() => checks(text)).not.toThrow();
  });
});
