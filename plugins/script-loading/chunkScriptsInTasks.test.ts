import {describe, expect, test, vi} from 'vitest';
import {inTasksOfTheirOwn} from './chunkScriptsInTasks';
import {createTaskQueue} from '../../src/scheduling/taskQueue';

describe('chunk scripts in tasks of their own', () => {
  test('each call reaches the loader later, in its own task, with its arguments and in order', async () => {
    const calls: string[] = [];
    const loadScript = vi.fn((url: string) => calls.push(url));
    const load = inTasksOfTheirOwn(loadScript, createTaskQueue());
    const done = () => undefined;
    load('/a.js', done, 'key:a', 'a');
    load('/b.js', done, 'key:b', 'b');
    expect(loadScript).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls).toEqual(['/a.js', '/b.js']));
    expect(loadScript).toHaveBeenNthCalledWith(1, '/a.js', done, 'key:a', 'a');
  });
});
