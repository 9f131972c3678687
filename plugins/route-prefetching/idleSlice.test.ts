import {describe, expect, it} from 'vitest';
import {runIdleSlice} from './idleSlice';

/** A clock that each job moves forward by `jobMs`, and an idle period of `idleMs`. */
function setup(jobs: number, jobMs: number, idleMs = 50) {
  let clock = 0;
  const ran: number[] = [];
  const queue = Array.from({length: jobs}, (_, index) => () => {
    ran.push(index);
    clock += jobMs;
  });
  return {queue, ran, now: () => clock, deadline: {timeRemaining: () => Math.max(0, idleMs - clock)}};
}

describe('runIdleSlice', () => {
  it('stops when the slice is spent, even if the idle period lasts', () => {
    const {queue, ran, now, deadline} = setup(20, 1);
    expect(runIdleSlice(queue, deadline, now, 5)).toBe(true);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(queue).toHaveLength(15);
  });

  it('stops when the idle period is nearly over', () => {
    const {queue, ran, now, deadline} = setup(20, 1, 4);
    runIdleSlice(queue, deadline, now, 10);
    expect(ran).toEqual([0, 1]);
  });

  it('always runs one job, so a slow job cannot stall the queue', () => {
    const {queue, ran, now, deadline} = setup(3, 30, 0);
    expect(runIdleSlice(queue, deadline, now, 5)).toBe(true);
    expect(ran).toEqual([0]);
  });

  it('reports an empty queue once every job has run', () => {
    const {queue, ran, now, deadline} = setup(3, 1);
    expect(runIdleSlice(queue, deadline, now, 5)).toBe(false);
    expect(ran).toEqual([0, 1, 2]);
    expect(runIdleSlice([], deadline, now, 5)).toBe(false);
  });
});
