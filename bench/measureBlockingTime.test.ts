import {describe, expect, it} from 'vitest';
import {blockingTime} from './measureBlockingTime';

describe('blockingTime', () => {
  it('sums what each long task lasts over 50 ms', () => {
    expect(
      blockingTime(
        [
          {startTime: 100, duration: 120},
          {startTime: 400, duration: 51},
          {startTime: 600, duration: 50},
        ],
        0,
      ),
    ).toBe(71);
  });
  it('leaves out tasks that start before the first contentful paint', () => {
    expect(
      blockingTime(
        [
          {startTime: 10, duration: 300},
          {startTime: 500, duration: 80},
        ],
        200,
      ),
    ).toBe(30);
  });
  it('is zero without long tasks', () => {
    expect(blockingTime([], 0)).toBe(0);
  });
});
