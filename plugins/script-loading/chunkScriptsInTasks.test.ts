import {describe, expect, test, vi} from 'vitest';
import {inTasksOfTheirOwn} from './chunkScriptsInTasks';
import {createTaskQueue} from '../../src/scheduling/taskQueue';

describe('chunk scripts in tasks of their own', () => {
  test('the first call of a task reaches the loader at once; the others later, in tasks of their own, with their arguments and in order', async () => {
    const calls: string[] = [];
    const loadScript = vi.fn((url: string) => calls.push(url));
    const load = inTasksOfTheirOwn(loadScript, createTaskQueue());
    const done = () => undefined;
    load('/a.js', done, 'key:a', 'a');
    load('/b.js', done, 'key:b', 'b');
    load('/c.js', done, 'key:c', 'c');
    expect(calls).toEqual(['/a.js']);
    expect(loadScript).toHaveBeenNthCalledWith(1, '/a.js', done, 'key:a', 'a');
    await vi.waitFor(() => expect(calls).toEqual(['/a.js', '/b.js', '/c.js']));
    expect(loadScript).toHaveBeenNthCalledWith(2, '/b.js', done, 'key:b', 'b');
  });

  test('a lone call in a later task (a chunk asked for on a tap) reaches the loader at once', async () => {
    const calls: string[] = [];
    const load = inTasksOfTheirOwn((url: string) => calls.push(url), createTaskQueue());
    const done = () => undefined;
    load('/route-1.js', done);
    load('/route-2.js', done);
    await vi.waitFor(() => expect(calls).toEqual(['/route-1.js', '/route-2.js']));
    // A later task: setTimeout runs after the queue's message tasks and the microtask that closed the first task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    load('/search-index.js', done);
    expect(calls.at(-1)).toBe('/search-index.js');
  });
});
