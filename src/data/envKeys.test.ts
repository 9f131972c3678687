/** The hand-written key descriptions and the generated presets must describe the same keys. */
import {describe, expect, test} from 'vitest';
import {ENV_PRESET_DATA, effectiveLines, presetFor, presetText} from './envPresetData';
import {isSecretKey} from '../env/maskSecrets';
import {ENV_KEY_INFO, ENV_SECTIONS, envKeyAnchor} from './envKeys';
import {NETWORKS} from './envPresetTypes';

describe('.env key descriptions', () => {
  test('describe every key of every preset', () => {
    const undescribed = ENV_PRESET_DATA.keys.filter((key) => !ENV_KEY_INFO.has(key));
    expect(undescribed, 'add these keys to a row of src/data/envKeys.ts').toEqual([]);
  });

  test('describe no key that the presets lack', () => {
    const unknown = [...ENV_KEY_INFO.keys()].filter((key) => !ENV_PRESET_DATA.keys.includes(key));
    expect(unknown, 'remove these keys from src/data/envKeys.ts or regenerate the presets').toEqual([]);
  });

  test('list each key in one row only', () => {
    const keys = ENV_SECTIONS.flatMap((section) => section.rows.flatMap((row) => row.keys));
    expect(keys.length).toBe(new Set(keys).size);
  });

  test('give every row a description and unique anchors', () => {
    for (const section of ENV_SECTIONS) for (const row of section.rows) expect(row.description.trim(), row.keys.join()).not.toBe('');
    const anchors = ENV_PRESET_DATA.keys.map(envKeyAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  test('treat private keys and passwords as secrets', () => {
    expect(ENV_PRESET_DATA.keys.filter(isSecretKey)).toEqual([
      'PRIVATE_KEY',
      'L1_PROVER_PRIVATE_KEY',
      'L1_PROPOSER_PRIVATE_KEY',
      'MYSQL_PASSWORD',
      'RABBITMQ_PASSWORD',
      'PROCESSOR_PRIVATE_KEY',
    ]);
  });
});

describe('the generated presets', () => {
  test.each(NETWORKS)('%s: redacts exactly its private keys', (network) => {
    const redacted = presetFor(network)
      .lines.filter((line) => line.redacted)
      .map((line) => line.key);
    expect(redacted.length).toBeGreaterThan(0);
    expect(redacted.every((key) => key.endsWith('PRIVATE_KEY'))).toBe(true);
  });

  test('keep the repeated keys the release ships, last value winning', () => {
    const devnet = presetFor('devnet');
    const repeated = devnet.lines.map((line) => line.key).filter((key, i, all) => all.indexOf(key) !== i);
    expect(repeated.sort()).toEqual(['BROADCAST', 'TX_MIN_TIP_CAP']);
    expect(effectiveLines(devnet).get('TX_MIN_TIP_CAP')?.value).toBe('1.0');
  });

  test('render back to KEY=value text line by line', () => {
    const text = presetText(presetFor('hoodi'));
    expect(text.split('\n')[1]).toBe('L1_CHAINID=560048');
    expect(text).toContain('\nL1_ENDPOINT_HTTP=\n');
    expect(presetText(presetFor('devnet'))).toContain('\nLOG_LEVEL="-vv"\n');
  });
});
