import {describe, expect, test} from 'vitest';
import {wellKnownDevKey} from '../../tests/fixtures/env/envFixtures';
import {addressOf, CHECK_TOOLS, newPrivateKey} from './viemTools';

describe('viem helpers of the .env tools', () => {
  test('derive the address of a key, with or without 0x', () => {
    const key = wellKnownDevKey();
    expect(addressOf(key)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(addressOf(key.slice(2))).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  test.each(['', '0x12', 'zz'.repeat(32), `0x${'00'.repeat(32)}`])('give no address for %s', (key) => {
    expect(addressOf(key)).toBeNull();
  });

  test('check EIP-55 checksums', () => {
    expect(CHECK_TOOLS.isChecksumValid('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(CHECK_TOOLS.isChecksumValid('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267')).toBe(false);
  });

  test('generate distinct valid keys', () => {
    const [a, b] = [newPrivateKey(), newPrivateKey()];
    expect(a).toMatch(/^0x[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(addressOf(a)).not.toBeNull();
  });
});
