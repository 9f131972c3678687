import {encodeErrorResult} from 'viem';
import {describe, expect, test} from 'vitest';
import {LOG_PATTERNS} from './logPatterns';
import {decodeRevertData} from '@site/src/errors/decodeRevertData';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {analyzeLog, cleanLine, MAX_LOG_CHARS, MAX_UNRECOGNISED} from './analyzeLog';

const options = {patterns: LOG_PATTERNS, errors: ERROR_CODES, decode: decodeRevertData};
const selectorOf = (name: string) => ERROR_CODES.find((error) => error.name === name)!.selector;

describe('explaining log output', () => {
  test('explains recognised lines and lists the others', () => {
    const analysis = analyzeLog('INFO starting driver\nPROPOSER IS DISABLED\nsomething odd happened\n', options);
    expect(analysis.recognised.map((group) => group.pattern?.entry)).toEqual(['proposer-or-prover-disabled']);
    expect(analysis.unrecognised.map((group) => group.text)).toEqual(['INFO starting driver', 'something odd happened']);
    expect(analysis.lineCount).toBe(4);
  });

  test('groups identical lines and keeps their line numbers', () => {
    const analysis = analyzeLog('PROVER IS DISABLED\nx\nPROVER IS DISABLED\n', options);
    expect(analysis.recognised[0]?.lines).toEqual([1, 3]);
  });

  test('decodes a bare selector in a line and links the error', () => {
    const line = `ERROR Failed to propose batch err="execution reverted" data=${selectorOf('ProposeWithProofModeEnabled')}`;
    const [group] = analyzeLog(line, options).recognised;
    expect(group?.pattern).toBeNull();
    expect(group?.reverts[0]?.result.matches[0]?.error.name).toBe('ProposeWithProofModeEnabled');
    expect(group?.reverts[0]?.result.matches[0]?.error.help?.path).toBe('/docs/troubleshooting/common-devnet-issues#propose-with-proof-mode-enabled');
  });

  test('decodes full revert data with arguments', () => {
    const data = encodeErrorResult({
      abi: [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'reason'}]}],
      errorName: 'Error',
      args: ['nonce too low'],
    });
    const [group] = analyzeLog(`tx failed revert=${data}`, options).recognised;
    expect(group?.reverts[0]?.result.matches[0]?.args?.[0]?.value).toBe('"nonce too low"');
  });

  test('finds custom errors written by name', () => {
    const [group] = analyzeLog('execution reverted: VerificationStreakDisrupted()', options).recognised;
    expect(group?.pattern?.entry).toBe('verification-streak-disrupted');
    expect(group?.reverts[0]?.result.selector).toBe(selectorOf('VerificationStreakDisrupted'));
  });

  test('does not take addresses or hashes for revert data', () => {
    const analysis = analyzeLog(`sent tx 0x${'ab'.repeat(32)} to 0x3c64138fccfC74eF57f623b4878d6884Ea06fF9c`, options);
    expect(analysis.recognised).toEqual([]);
  });

  test('strips terminal colours, and matches through them', () => {
    const analysis = analyzeLog('\u001b[31mPROPOSER IS DISABLED\u001b[0m', options);
    expect(analysis.recognised[0]?.text).toBe('PROPOSER IS DISABLED');
  });

  test.each([
    ['L1_PROVER_PRIVATE_KEY=0xabcdef', 'L1_PROVER_PRIVATE_KEY=••••••'],
    ['--l1.proposerPrivKey 0xabcdef --x', '--l1.proposerPrivKey •••••• --x'],
    ['"password": "hunter2"', '"password": "••••••"'],
    ['L1_PROPOSER_PRIVATE_KEY must be non-empty', 'L1_PROPOSER_PRIVATE_KEY must be non-empty'],
  ])('hides secrets in the lines it shows: %s', (line, shown) => {
    expect(cleanLine(line)).toBe(shown);
  });

  test('refuses more than 1 MB with a clear message', () => {
    const analysis = analyzeLog('x'.repeat(MAX_LOG_CHARS + 1), options);
    expect(analysis.problem).toContain('reads at most 1 MB');
    expect(analysis.recognised).toEqual([]);
  });

  test('asks for input when the paste is empty', () => {
    expect(analyzeLog('  \n', options).problem).toBe('Paste some log output to explain.');
  });

  test('lists at most a fixed number of unrecognised lines and counts the rest', () => {
    const text = Array.from({length: MAX_UNRECOGNISED + 5}, (_, i) => `line ${i}`).join('\n');
    const analysis = analyzeLog(text, options);
    expect(analysis.unrecognised).toHaveLength(MAX_UNRECOGNISED);
    expect(analysis.unrecognisedOmitted).toBe(5);
  });

  test('does not throw on hostile input', () => {
    expect(() => analyzeLog('\u0000\uFFFD0x0x0x12345678(((()))) \u001b[', options)).not.toThrow();
  });
});
