import {describe, expect, it} from 'vitest';
import {lighthouseSummary} from './lighthouseFixtures';
import type {FirstLoad} from './measureFirstLoad';
import type {DoctorFigures, DoctorRun, DoctorSeries} from './measureDoctor';
import type {McpFigures} from './measureMcp';
import {checkTargets, formatTargets} from './targets';

function mcpFigures(overrides: {startMs?: number; siteP95Ms?: number; pages5000P95Ms?: number; unpackedBytes?: number} = {}): McpFigures {
  const search = (p95Ms: number) => ({records: 100, calls: 10, p50Ms: 1, p95Ms});
  return {
    unpackedBytes: overrides.unpackedBytes ?? 2 * 1024 * 1024,
    startToFirstAnswerMs: {node: overrides.startMs ?? 300, npx: 700, runs: {node: [], npx: []}},
    searchDocs: {site: search(overrides.siteP95Ms ?? 3), pages5000: search(overrides.pages5000P95Ms ?? 20)},
  };
}

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

describe('MCP server targets', () => {
  it('are met at their limits', () => {
    const checks = checkTargets({
      coldBuildSeconds: 9,
      lighthouse: null,
      mcp: mcpFigures({startMs: 500, siteP95Ms: 10, pages5000P95Ms: 50, unpackedBytes: 3 * 1024 * 1024}),
    });
    expect(checks.map((check) => [check.label, check.met])).toEqual([
      ['Cold production build', true],
      ['MCP server start to first answer', true],
      ['MCP search_docs p95, this site', true],
      ['MCP search_docs p95, 5,000 pages', true],
      ['MCP package, unpacked', true],
    ]);
  });

  it('are missed just past them, and show as sentences', () => {
    const checks = checkTargets({
      coldBuildSeconds: 9,
      lighthouse: null,
      mcp: mcpFigures({startMs: 501, siteP95Ms: 10.1, pages5000P95Ms: 50.1, unpackedBytes: 3 * 1024 * 1024 + 1}),
    });
    expect(checks.filter((check) => !check.met)).toHaveLength(4);
    expect(formatTargets(checks)).toContain('MCP server start to first answer ≤ 500 ms: **501 ms** ✗, missed.');
  });
});

describe('node doctor targets', () => {
  const healthy: DoctorRun = {wallMs: 0, reportMs: 0, exitCode: 0, passed: 14, checks: 14};
  const series = (label: string, medianMs: number, runs: DoctorRun[] = [healthy]): DoctorSeries => ({
    label,
    args: [],
    headWindowS: 0,
    runs,
    wall: {medianMs, maxMs: medianMs},
    report: {medianMs: null, maxMs: null},
  });
  const doctor = (defaults: DoctorSeries, shortWindow: DoctorSeries): DoctorFigures => ({defaults, shortWindow, startUp: {medianMs: 0, runsMs: []}});

  it('hold at 5000 ms median wall time for the default run and the short head window, and are missed just past it', () => {
    const checks = checkTargets({
      coldBuildSeconds: 9,
      lighthouse: null,
      doctor: doctor(series('defaults (head window 12 s)', 5001), series('--head-window 2', 5000)),
    });
    expect(checks.slice(1).map((check) => [check.label, check.met])).toEqual([
      ['Node doctor, healthy local run, defaults (head window 12 s)', false],
      ['Node doctor, healthy local run, --head-window 2', true],
    ]);
    expect(formatTargets(checks)).toContain('Node doctor, healthy local run, defaults (head window 12 s) ≤ 5000 ms: **5001 ms** ✗, missed.');
  });

  it('are missed by a fast run that failed a check or did not exit 0, and say so', () => {
    const failed = {...healthy, exitCode: 1, passed: 13};
    const checks = checkTargets({
      coldBuildSeconds: 9,
      lighthouse: null,
      doctor: doctor(series('defaults', 3000, [healthy, failed]), series('short', 3000, [{...healthy, exitCode: null}])),
    });
    expect(checks.slice(1).map((check) => check.met)).toEqual([false, false]);
    expect(checks[1]!.measured[0]!.value).toBe('3000 ms (not every run passed every check)');
  });
});

describe('first-load targets', () => {
  const row = (path: string, untilInteractiveKb: number, untilIdleKb: number): FirstLoad => ({
    path,
    files: 10,
    rawBytes: 0,
    gzipBytes: 0,
    jsGzip: 0,
    cssGzip: 0,
    prefetchedFiles: 0,
    prefetchedRaw: 0,
    untilInteractiveGzip: untilInteractiveKb * 1024,
    untilIdleGzip: untilIdleKb * 1024,
  });

  it('hold at 195 KB until interactive and 240 KB until idle on every page, and name the page that misses', () => {
    const checks = checkTargets({coldBuildSeconds: 9, lighthouse: null, firstLoad: [row('/', 195, 240), row('/docs/intro', 195.1, 240.1)]});
    const [interactive, idle] = checks.slice(1);
    expect(interactive!.measured).toEqual([
      {page: '/', value: '195.0 KB', met: true},
      {page: '/docs/intro', value: '195.1 KB', met: false},
    ]);
    expect(idle!.met).toBe(false);
    const lines = formatTargets(checks);
    expect(lines).toContain('Lighthouse targets not checked (Lighthouse was skipped).');
    expect(lines).toContain('| JS+CSS until interactive (gzip) | ≤ 195 KB | no | 195.0 KB | **195.1 KB** ✗ |');
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
