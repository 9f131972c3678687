import {describe, expect, test} from 'vitest';
import {bytesByMoment, type LoadedFile} from './measureFirstLoad';

const file = (url: string, gzipBytes: number, arrivedAt: number, prefetch = false): LoadedFile => ({
  url,
  resourceType: prefetch ? 'other' : 'script',
  kind: 'js',
  prefetch,
  rawBytes: gzipBytes * 3,
  gzipBytes,
  arrivedAt,
});

describe('bytesByMoment', () => {
  test('counts until interactive what had arrived by then, and until idle everything, prefetches included', () => {
    const files = [file('/main.js', 100, 10), file('/page.js', 50, 20), file('/late.js', 30, 40), file('/next-page.js', 70, 90, true)];
    expect(bytesByMoment(files, 20)).toEqual({untilInteractiveGzip: 150, untilIdleGzip: 250});
  });

  test('a prefetch of a chunk the page already loaded counts once', () => {
    const files = [file('/main.js', 100, 10), file('/main.js', 100, 80, true)];
    expect(bytesByMoment(files, 50)).toEqual({untilInteractiveGzip: 100, untilIdleGzip: 100});
  });
});
