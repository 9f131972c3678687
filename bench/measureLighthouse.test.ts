import {describe, expect, it} from 'vitest';
import {lighthouseRun} from './lighthouseFixtures';
import {median, readRun, summarize} from './measureLighthouse';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5])).toBe(5);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('summarize', () => {
  it('takes the median of each figure on its own', () => {
    const summary = summarize('/docs/intro', [
      lighthouseRun({performance: 95, lcpMs: 1800, tbtMs: 300, cls: 0.1}),
      lighthouseRun({performance: 80, lcpMs: 2600, tbtMs: 50, cls: 0}),
      lighthouseRun({performance: 90, lcpMs: 2100, tbtMs: 120, cls: 0.02}),
    ]);
    expect(summary).toEqual({
      path: '/docs/intro',
      runs: 3,
      performance: 90,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2100,
      tbtMs: 120,
      cls: 0.02,
      transferBytes: 100_000,
    });
  });
});

describe('readRun', () => {
  const lhr = {
    categories: {performance: {score: 0.874}, accessibility: {score: 1}, 'best-practices': {score: 0.96}, seo: {score: 1}},
    audits: {
      'largest-contentful-paint': {numericValue: 2512.4},
      'total-blocking-time': {numericValue: 187.6},
      'cumulative-layout-shift': {numericValue: 0.00123},
      'total-byte-weight': {numericValue: 254321.2},
    },
  };
  it('reads scores as 0–100 and rounds the metrics', () => {
    expect(readRun(lhr)).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2512,
      tbtMs: 188,
      cls: 0.001,
      transferBytes: 254321,
    });
  });
  it('fails on a runtime error or a missing score', () => {
    expect(() => readRun({...lhr, runtimeError: {code: 'NO_FCP', message: 'no paint'}})).toThrow(/NO_FCP/);
    expect(() => readRun({...lhr, categories: {...lhr.categories, seo: {score: null}}})).toThrow(/seo/);
  });
});
