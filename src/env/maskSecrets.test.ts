import {describe, expect, test} from 'vitest';
import {describeText, maskSecretsInText} from './maskSecrets';

const KEY = `0x${'ab12'.repeat(16)}`;

describe('maskSecretsInText', () => {
  test.each([
    ['a private key alone', `my key is ${KEY} sorry`, 'my key is 0x…(64 hex digits hidden) sorry'],
    ['a .env line', `L1_PROVER_PRIVATE_KEY=${KEY.slice(2)}`, 'L1_PROVER_PRIVATE_KEY=••••••'],
    ['a short password', 'DB_PASSWORD=hunter2 then it failed', 'DB_PASSWORD=•••••• then it failed'],
    ['a JSON password', '{"password": "s3cret!"}', '{"password": "••••••"}'],
    ['a flag', '--l1.proverPrivKey abcdef', '--l1.proverPrivKey ••••••'],
    ['a GitHub token', 'token ghp_abcdefghijklmnopqrstuvwxyz0123', 'token [token hidden]'],
    ['an API key', 'OPENAI_API_KEY: sk-proj-abcdefghijklmnopqrstuvwx', 'OPENAI_API_KEY: ••••••'],
  ])('hides %s', (_what, input, expected) => {
    expect(maskSecretsInText(input)).toBe(expected);
  });

  test('hides a PEM private key block, even one cut off', () => {
    const pem = '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----';
    expect(maskSecretsInText(`before\n${pem}\nafter`)).toBe('before\n[private key hidden]\nafter');
    expect(maskSecretsInText('x -----BEGIN PRIVATE KEY-----\nMIIEvQ')).toBe('x [private key hidden]');
  });

  test('keeps what is not secret: addresses, selectors, tx hashes are short or named', () => {
    const text = 'Bond 0xe92c469f at 0x1670010000000000000000000000000000010001 on chain 763375: step 4 failed';
    expect(maskSecretsInText(text)).toBe(text);
  });

  test('masks a key-length hex run as describeText does', () => {
    expect(maskSecretsInText(KEY)).toBe(describeText(KEY, Infinity));
    expect(maskSecretsInText(KEY.slice(2))).toBe('…(64 hex digits hidden)');
  });
});
