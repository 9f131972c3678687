import {describe, expect, test} from 'vitest';
import {fitWithin} from './fitWithin';

describe('fitWithin', () => {
  test.each([
    [{width: 600, height: 300}, {width: 1200, height: 800}, {width: 1200, height: 600}],
    [{width: 300, height: 600}, {width: 1200, height: 800}, {width: 400, height: 800}],
    [{width: 2000, height: 1000}, {width: 1000, height: 1000}, {width: 1000, height: 500}],
  ])('%j in %j becomes %j', (box, frame, expected) => {
    expect(fitWithin(box, frame)).toEqual(expected);
  });

  test('rejects an element without a size', () => {
    expect(() => fitWithin({width: 0, height: 100}, {width: 100, height: 100})).toThrow(/without a size/);
  });
});
