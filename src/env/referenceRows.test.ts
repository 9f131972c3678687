import {describe, expect, test} from 'vitest';
import {ENV_PRESET_DATA} from '@site/src/data/envPresetData';
import {ENV_SECTIONS} from '@site/src/data/envKeys';
import {referenceRows} from './referenceRows';

const row = (section: Parameters<typeof referenceRows>[0], key: string) => referenceRows(section).find((r) => r.keys.includes(key))!;

describe('the .env reference rows', () => {
  test.each([
    ['connection', 'L1_CHAINID', '`3151908`', '`560048`'],
    ['connection', 'L2_ENDPOINT_HTTP', '`http://host.docker.internal:8547`', 'same'],
    ['connection', 'L1_ENDPOINT_HTTP', '`http://host.docker.internal:32003`', 'empty (set your own)'],
    ['node', 'PUBLIC_KEY', '`0x3e95dFbBaF6B348396E6674C7871546dCC568e56`', '—'],
    ['node', 'PRIVATE_KEY', 'public devnet test key', '—'],
    ['node', 'CHECK_PROFITABILITY', '`false`', '`true`'],
    ['node', 'BOOT_NODES', 'empty', 'the Surge Hoodi bootnode (full enode in the [Hoodi network reference](/docs/guides/surge-on-hoodi#network-reference))'],
    ['relayer', 'MYSQL_USER', '`admin`, `admin`', 'same'],
    ['relayer', 'PROCESSOR_PRIVATE_KEY', 'public devnet test key (no `0x` prefix)', 'empty'],
    ['protocol', 'DEPLOY_SGX_RETH_VERIFIER', '`true`', '—'],
    ['protocol', 'QEID_PATH', '`"/test/sgx-assets/qe_identity.json"`, `"/test/sgx-assets/tcb_info.json"`', '—'],
    ['protocol', 'MR_ENCLAVE', 'empty', '—'],
    ['protocol', 'LOG_LEVEL', '`"-vv"`', '—'],
    ['tx', 'TX_MIN_TIP_CAP', 'see note', 'same'],
    ['prover', 'SGX_RAIKO_HOST', 'empty', 'same'],
  ] as const)('%s %s: devnet %s, Hoodi %s', (section, key, devnet, hoodi) => {
    expect(row(section, key)).toMatchObject({devnet, hoodi});
  });

  test('give contract addresses their layer', () => {
    expect(row('contracts', 'TAIKO_INBOX')).toMatchObject({layer: 'L1', devnet: '`0x00BE63F4158B1E7f5B8724Ec3f1c5aaE281f1cce`'});
    expect(row('contracts', 'TAIKO_ANCHOR').layer).toBe('L2');
  });

  test('cover every key of the presets across the sections', () => {
    const keys = ENV_SECTIONS.flatMap((section) => referenceRows(section.id).flatMap((r) => r.keys));
    expect(keys.sort()).toEqual([...ENV_PRESET_DATA.keys].sort());
  });

  test('reject an unknown section', () => {
    expect(() => referenceRows('nope' as never)).toThrow('No .env reference section "nope"');
  });
});
