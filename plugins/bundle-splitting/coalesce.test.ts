import {describe, expect, it} from 'vitest';
import {coalesceInMicrotask} from './coalesce';

describe('coalesceInMicrotask', () => {
  it('makes one call per flush, the latest asked for', () => {
    const flushes: (() => void)[] = [];
    const coalesce = coalesceInMicrotask((flush) => flushes.push(flush));
    const calls: string[] = [];
    coalesce(() => calls.push('a'));
    coalesce(() => calls.push('b'));
    coalesce(() => calls.push('c'));
    expect(flushes).toHaveLength(1);
    expect(calls).toEqual([]);
    flushes[0]!();
    expect(calls).toEqual(['c']);
  });

  it('schedules again once flushed', () => {
    const flushes: (() => void)[] = [];
    const coalesce = coalesceInMicrotask((flush) => flushes.push(flush));
    const calls: number[] = [];
    coalesce(() => calls.push(1));
    flushes[0]!();
    coalesce(() => calls.push(2));
    expect(flushes).toHaveLength(2);
    flushes[1]!();
    expect(calls).toEqual([1, 2]);
  });

  it('a call made while flushing is scheduled for the next flush, not lost', () => {
    const flushes: (() => void)[] = [];
    const coalesce = coalesceInMicrotask((flush) => flushes.push(flush));
    const calls: string[] = [];
    coalesce(() => {
      calls.push('first');
      coalesce(() => calls.push('second'));
    });
    flushes[0]!();
    expect(flushes).toHaveLength(2);
    flushes[1]!();
    expect(calls).toEqual(['first', 'second']);
  });

  it('runs in a microtask by default', async () => {
    const coalesce = coalesceInMicrotask();
    const calls: number[] = [];
    coalesce(() => calls.push(1));
    coalesce(() => calls.push(2));
    expect(calls).toEqual([]);
    await Promise.resolve();
    expect(calls).toEqual([2]);
  });
});
