import {describe, expect, it} from 'vitest';
import {lighthouseSummary} from './lighthouseFixtures';
import {checkTargets, formatTargets} from './targets';

describe('checkTargets', () => {
  it('meets every target when every page is at its goal, limits included', () => {
    const checks = checkTargets({coldBuildSeconds: 12, lighthouse: [lighthouseSummary('/', {lcpMs: 1000, tbtMs: 50}), lighthouseSummary('/docs/intro')]});
    expect(checks.map((check) => [check.label, check.met])).toEqual([
      ['Cold production build', true],
      ['Lighthouse performance', true],
      ['Lighthouse accessibility', true],
      ['Lighthouse best practices', true],
      ['Lighthouse SEO', true],
      ['LCP', true],
      ['TBT', true],
      ['CLS', true],
    ]);
  });

  it('misses a target when any one page misses it, and says which', () => {
    const checks = checkTargets({
      coldBuildSeconds: 12.1,
      lighthouse: [lighthouseSummary('/'), lighthouseSummary('/docs/intro', {performance: 95, lcpMs: 1001, tbtMs: 263, cls: 0.001})],
    });
    const missed = checks.filter((check) => !check.met).map((check) => check.label);
    expect(missed).toEqual(['Cold production build', 'Lighthouse performance', 'LCP', 'TBT', 'CLS']);
    const tbt = checks.find((check) => check.label === 'TBT')!;
    expect(tbt.measured).toEqual([
      {page: '/', value: '20 ms', met: true},
      {page: '/docs/intro', value: '263 ms', met: false},
    ]);
  });

  it('checks only the build when Lighthouse was skipped', () => {
    expect(checkTargets({coldBuildSeconds: 9, lighthouse: null}).map((check) => check.label)).toEqual(['Cold production build']);
  });
});

describe('formatTargets', () => {
  it('puts the build in a sentence and the pages in a table, marking each miss', () => {
    const lines = formatTargets(checkTargets({coldBuildSeconds: 11.14, lighthouse: [lighthouseSummary('/'), lighthouseSummary('/docs/intro', {lcpMs: 1005})]}));
    expect(lines[0]).toBe('Cold production build ≤ 12 s: 11.1 s, met.');
    expect(lines).toContain('| Target | Goal | Met | / | /docs/intro |');
    expect(lines).toContain('| LCP | ≤ 1000 ms | no | 900 ms | **1005 ms** ✗ |');
    expect(lines).toContain('| Lighthouse performance | = 100 | yes | 100 | 100 |');
  });

  it('says the Lighthouse targets were not checked when it was skipped', () => {
    const lines = formatTargets(checkTargets({coldBuildSeconds: 13, lighthouse: null}));
    expect(lines[0]).toBe('Cold production build ≤ 12 s: **13.0 s** ✗, missed.');
    expect(lines.at(-1)).toMatch(/not checked/);
  });
});
