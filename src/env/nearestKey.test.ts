import {describe, expect, test} from 'vitest';
import {ENV_PRESET_DATA} from '@site/src/data/envPresetData';
import {editDistance, nearestKey} from './nearestKey';

const KEYS = ENV_PRESET_DATA.keys;

describe('suggesting the key that was meant', () => {
  test.each([
    ['L1_ENDPOINT_HTPP', 'L1_ENDPOINT_HTTP'],
    ['L1_ENDPONT_WS', 'L1_ENDPOINT_WS'],
    ['l2_chainid', 'L2_CHAINID'],
    ['BLOCKSCOUT_FRONTEND_PROT', 'BLOCKSCOUT_FRONTEND_PORT'],
    ['TX_MIN_BASEFEE', 'TX_MIN_BASE_FEE'],
    ['SGX_RAIKO_HOSTS', 'SGX_RAIKO_HOST'],
  ])('%s → %s', (typo, meant) => {
    expect(nearestKey(typo, KEYS)).toBe(meant);
  });

  test.each(['WRITE_LOGS_TO_FILE', 'GRAFANA_PORT', 'X'])('suggests nothing for %s, which is far from every key', (key) => {
    expect(nearestKey(key, KEYS)).toBeNull();
  });

  test.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'acb', 1],
    ['abc', 'ab', 1],
    ['kitten', 'sitting', 3],
  ])('distance from "%s" to "%s" is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
