import {describe, expect, test} from 'vitest';
import {isTrackingAllowed, type PrivacySignals} from './isTrackingAllowed';

describe('isTrackingAllowed', () => {
  test.each<[string, PrivacySignals, boolean]>([
    ['no signal', {navigator: {}}, true],
    ['Do Not Track unset', {navigator: {doNotTrack: null}}, true],
    ['Do Not Track off', {navigator: {doNotTrack: '0'}}, true],
    ['Do Not Track on', {navigator: {doNotTrack: '1'}}, false],
    ['Do Not Track "yes" (old Firefox)', {navigator: {doNotTrack: 'yes'}}, false],
    ['Do Not Track on window (old Safari)', {navigator: {}, window: {doNotTrack: '1'}}, false],
    ['Global Privacy Control on', {navigator: {globalPrivacyControl: true}}, false],
    ['Global Privacy Control off', {navigator: {globalPrivacyControl: false}}, true],
  ])('%s → %s', (_, signals, allowed) => {
    expect(isTrackingAllowed(signals)).toBe(allowed);
  });
});
