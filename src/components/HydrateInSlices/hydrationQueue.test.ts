import {describe, expect, test} from 'vitest';
import {createHydrationQueue, SLICE_MS} from './hydrationQueue';

/** A clock the test moves by hand, with tasks it runs one at a time. */
function fakeClock() {
  let time = 0;
  const tasks: (() => void)[] = [];
  const pending: boolean[] = [];
  return {
    clock: {now: () => time, later: (task: () => void) => tasks.push(task), onPendingChange: (value: boolean) => pending.push(value)},
    advance: (ms: number) => (time += ms),
    tasks,
    pending,
    async runTask() {
      tasks.shift()!();
      // Let the slice's microtask turns finish.
      for (let turn = 0; turn < 50; turn++) await null;
    },
  };
}

describe('createHydrationQueue', () => {
  test('releases parts in the order they were taken, a slice of work per task', async () => {
    const fake = fakeClock();
    const queue = createHydrationQueue(fake.clock);
    const hydrated: number[] = [];
    const tickets = Array.from({length: 5}, (_, index) => {
      const ticket = queue.take();
      // Each part takes 3 ms to hydrate once released, as a suspended component re-rendering would.
      void ticket.whenReleased.then(() => {
        fake.advance(3);
        ticket.rendered = true;
        hydrated.push(index);
      });
      return ticket;
    });
    expect(tickets.some((ticket) => ticket.released)).toBe(false);
    expect(fake.tasks).toHaveLength(1);

    await fake.runTask();
    // 3 + 3 + 3 ms reaches the 8 ms slice: three parts, the rest in the next task.
    expect(SLICE_MS).toBe(8);
    expect(hydrated).toEqual([0, 1, 2]);
    expect(fake.tasks).toHaveLength(1);

    await fake.runTask();
    expect(hydrated).toEqual([0, 1, 2, 3, 4]);
    expect(fake.tasks).toHaveLength(0);
    expect(fake.pending).toEqual([true, false]);
  });

  test('flush releases every waiting part at once (input arrived)', async () => {
    const fake = fakeClock();
    const queue = createHydrationQueue(fake.clock);
    const tickets = [queue.take(), queue.take(), queue.take()];
    queue.flush();
    expect(tickets.every((ticket) => ticket.released)).toBe(true);
    expect(fake.pending).toEqual([true, false]);
    // The slice already scheduled finds nothing left to do.
    await fake.runTask();
    expect(fake.tasks).toHaveLength(0);
  });

  test('a part that takes longer than a slice still goes alone, and the next waits for a new task', async () => {
    const fake = fakeClock();
    const queue = createHydrationQueue(fake.clock);
    const [slow, next] = [queue.take(), queue.take()];
    void slow.whenReleased.then(() => {
      fake.advance(40);
      slow.rendered = true;
    });
    await fake.runTask();
    expect(slow.released).toBe(true);
    expect(next.released).toBe(false);
    await fake.runTask();
    expect(next.released).toBe(true);
  });
});
