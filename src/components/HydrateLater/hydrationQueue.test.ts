import {describe, expect, test} from 'vitest';
import {createHydrationQueue} from './hydrationQueue';

/** A queue driven by hand: tasks run when the test says, and the clock moves when it says. */
function setup(budgetMs = 8) {
  const tasks: (() => void)[] = [];
  let time = 0;
  let idle = 0;
  const queue = createHydrationQueue({scheduleTask: (callback) => tasks.push(callback), now: () => time, budgetMs, onIdle: () => (idle += 1)});
  return {
    queue,
    advance: (ms: number) => (time += ms),
    runTask: () => tasks.shift()!(),
    tasksWaiting: () => tasks.length,
    idleCount: () => idle,
  };
}

const flushMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createHydrationQueue', () => {
  test('nothing starts during the task that joins; the first turn starts in a new task, in join order', async () => {
    const {queue, runTask, tasksWaiting} = setup();
    const first = queue.join();
    const second = queue.join();
    expect(first.started).toBe(false);
    expect(tasksWaiting()).toBe(1);
    runTask();
    expect(first.started).toBe(true);
    expect(second.started).toBe(false);
    await expect(first.ready).resolves.toBeUndefined();
  });

  test('a turn is finished once it reports back, not when it starts', () => {
    const {queue, runTask} = setup();
    const turn = queue.join();
    expect(turn.finished).toBe(false);
    runTask();
    expect(turn.finished).toBe(false);
    turn.finish();
    expect(turn.finished).toBe(true);
  });

  test('turns go on in the same task while the budget lasts, then in a new task', () => {
    const {queue, runTask, advance, tasksWaiting} = setup(8);
    const turns = [queue.join(), queue.join(), queue.join(), queue.join()];
    runTask();
    advance(3);
    turns[0]!.finish();
    expect(turns[1]!.started).toBe(true);
    advance(6); // 9 ms into the task: over the budget
    turns[1]!.finish();
    expect(turns[2]!.started).toBe(false);
    // The stall guard of each started turn, then the next task.
    while (tasksWaiting() > 0 && !turns[2]!.started) runTask();
    expect(turns[2]!.started).toBe(true);
    expect(turns[3]!.started).toBe(false);
  });

  test('a turn that never reports back does not stall the rest', () => {
    const {queue, runTask} = setup();
    const stuck = queue.join();
    const next = queue.join();
    runTask();
    expect(stuck.started).toBe(true);
    runTask(); // the guard task: `stuck` is still active, so the queue moves on
    expect(next.started).toBe(true);
  });

  test('a part gone before its turn is skipped; finishing twice counts once', () => {
    const {queue, runTask} = setup();
    const first = queue.join();
    const gone = queue.join();
    const last = queue.join();
    gone.finish();
    runTask();
    first.finish();
    first.finish();
    expect(last.started).toBe(true);
    expect(gone.started).toBe(true); // over, so it reads as no longer waiting
    expect(queue.pending()).toBe(1);
  });

  test('reports idle each time the queue empties, and a later join starts it again', async () => {
    const {queue, runTask, idleCount, tasksWaiting} = setup();
    const only = queue.join();
    runTask();
    only.finish();
    expect(idleCount()).toBe(1);
    expect(queue.pending()).toBe(0);
    while (tasksWaiting() > 0) runTask();
    const later = queue.join();
    expect(tasksWaiting()).toBe(1);
    runTask();
    expect(later.started).toBe(true);
    await flushMicrotasks();
  });
});
