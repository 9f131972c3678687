import {afterEach, describe, expect, it, vi} from 'vitest';
import {SWITCHABLE, touchpointsOff} from './switch';
import {TOUCHPOINTS} from './touchpoints';

describe('touchpointsOff', () => {
  it('turns nothing off when unset or empty', () => {
    expect(touchpointsOff(undefined).size).toBe(0);
    expect(touchpointsOff(' , ').size).toBe(0);
  });

  it('reads names separated by commas', () => {
    expect([...touchpointsOff('tslib helpers, chunk scripts in tasks of their own')]).toEqual(['tslib helpers', 'chunk scripts in tasks of their own']);
  });

  it('names the choices for an unknown name, and for one that cannot be turned off', () => {
    expect(() => touchpointsOff('prefetch twice')).toThrow(/no touchpoint is named "prefetch twice"\. Choose from: .*"tslib helpers"/);
    expect(() => touchpointsOff("MDX loader's heading ids")).toThrow(/"MDX loader's heading ids" cannot be turned off/);
  });

  it('offers only touchpoints the list declares', () => {
    const declared = new Set(TOUCHPOINTS.map((touchpoint) => touchpoint.name));
    expect(SWITCHABLE.filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe('a build with touchpoints off', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("skips Rspack's persistent cache, which would otherwise build the site as cached", async () => {
    vi.stubEnv('TOUCHPOINTS_OFF', 'tslib helpers');
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', '');
    vi.resetModules();
    const {touchpointIsOn} = await import('./switch');
    expect(touchpointIsOn('tslib helpers')).toBe(false);
    expect(touchpointIsOn('chunk scripts in tasks of their own')).toBe(true);
    expect(process.env.DOCUSAURUS_NO_PERSISTENT_CACHE).toBe('true');
  });

  it('leaves the cache alone when every touchpoint is on', async () => {
    vi.stubEnv('TOUCHPOINTS_OFF', '');
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', '');
    vi.resetModules();
    await import('./switch');
    expect(process.env.DOCUSAURUS_NO_PERSISTENT_CACHE).toBe('');
  });
});
