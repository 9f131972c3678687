/** Lighthouse figures for the bench's unit tests: every target met unless a test says otherwise. */
import type {LighthouseRun, LighthouseSummary} from './measureLighthouse';

export function lighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 900, tbtMs: 20, cls: 0, transferBytes: 100_000, ...overrides};
}

export function lighthouseSummary(path: string, overrides: Partial<LighthouseSummary> = {}): LighthouseSummary {
  return {path, runs: 3, ...lighthouseRun(), ...overrides};
}
