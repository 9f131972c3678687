import {describe, expect, test} from 'vitest';
import {PRESET_SUMMARY} from './envPresetSummary';
import {ENV_PRESET_DATA} from './envPresetData';
import {summarizePresets} from './summarizePresets';
import type {EnvPresetData} from './envPresetTypes';

describe('summarizePresets', () => {
  test('the committed summary matches the committed presets', () => {
    expect(summarizePresets(ENV_PRESET_DATA, PRESET_SUMMARY.$comment)).toEqual(PRESET_SUMMARY);
  });

  test('takes the last value of a repeated key and lists each private key once', () => {
    const data: EnvPresetData = {
      $comment: '',
      release: 'v0',
      keys: [],
      devAccounts: [],
      presets: [
        {
          network: 'hoodi',
          file: '.env.hoodi',
          keyCount: 3,
          lines: [
            {key: 'L1_ENDPOINT_HTTP', raw: 'http://a', value: 'http://a'},
            {key: 'PRIVATE_KEY', raw: '', value: ''},
            {key: 'L1_ENDPOINT_HTTP', raw: 'http://b', value: 'http://b'},
            {key: 'PRIVATE_KEY', raw: '', value: ''},
            {key: 'BOOT_NODES', raw: 'enode://x', value: 'enode://x'},
          ],
        },
      ],
    };
    const hoodi = summarizePresets(data, 'note').presets.hoodi;
    expect(hoodi).toEqual({
      file: '.env.hoodi',
      secretKeys: ['PRIVATE_KEY'],
      hasBootNodes: true,
      start: {ENABLE_PROPOSER: '', ENABLE_P2P_SYNC: '', L1_ENDPOINT_HTTP: 'http://b', L1_ENDPOINT_WS: '', L1_BEACON_HTTP: ''},
    });
  });
});
