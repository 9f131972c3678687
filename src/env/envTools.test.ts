import {describe, expect, test} from 'vitest';
import {wellKnownDevKey} from '../../tests/fixtures/env/envFixtures';
import {defaultBuilderChoices} from './builderChoices';
import {addressOf, buildOutput, CHECK_TOOLS, keyReferenceHref, newPrivateKey} from './envTools';

describe('the .env tools loaded on demand', () => {
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

describe('the check engine loaded on demand', () => {
  test('links a preset key to its reference row and leaves an unknown key unlinked', () => {
    expect(keyReferenceHref('L1_ENDPOINT_HTTP')).toBe('/docs/guides/running-surge/deploy-l2#key-l1-endpoint-http');
    expect(keyReferenceHref('NOT_A_SURGE_KEY')).toBeNull();
  });

  test('builds a file, checks it and diffs it against its preset', () => {
    const output = buildOutput({...defaultBuilderChoices('devnet'), proposer: false});
    expect(output.text).toMatch(/^ENABLE_PROPOSER=false$/m);
    expect(output.report.entries.length).toBeGreaterThan(100);
    const changed = output.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.type !== 'same');
    expect(changed).toContainEqual({type: 'remove', text: 'ENABLE_PROPOSER=true', oldLine: expect.any(Number)});
    expect(changed).toContainEqual({type: 'add', text: 'ENABLE_PROPOSER=false', newLine: expect.any(Number)});
  });
});
