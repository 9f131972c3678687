import {expect, test} from 'vitest';
import {createTaskQueue} from './taskQueue';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a task runs one job only: a second job waits for the next task', async () => {
  const seen: number[] = [];
  const schedule = createTaskQueue();
  let inFirstJob = false;
  schedule(() => {
    inFirstJob = true;
    queueMicrotask(() => (inFirstJob = false));
    seen.push(1);
  });
  schedule(() => seen.push(inFirstJob ? -1 : 2));
  await nextTask();
  await nextTask();
  expect(seen).toEqual([1, 2]);
});
