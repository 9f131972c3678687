/**
 * Rspack's runtime adds one <script> for each chunk a route needs, all in the
 * task that asks for them. On a doc page's first load that task is main.js's
 * own evaluation, which then also starts ten requests (about 5–15 ms at full
 * CPU speed on this site's long guides, four times that on a phone). Here the
 * first chunk a task asks for is added at once and each further one in a task
 * of its own, right after: the tasks that hydrate a page stay shorter, and a
 * lone chunk asked for later (the search index on a tap) is not held back
 * behind the work that follows the tap.
 */
import {createTaskQueue} from '../../src/scheduling/taskQueue';

type LoadScript = (url: string, done: (event?: Event) => void, key?: string, chunkId?: string | number) => void;

declare const __webpack_require__: {l?: LoadScript};

/** `loadScript`: the first call of a task at once, each further call of that task in a later task of its own. */
export function inTasksOfTheirOwn(loadScript: LoadScript, schedule: (job: () => void) => void): LoadScript {
  let askedThisTask = false;
  return (...args) => {
    if (askedThisTask) {
      schedule(() => loadScript(...args));
      return;
    }
    askedThisTask = true;
    // Runs once the calling task's own code is done, before any other task.
    queueMicrotask(() => (askedThisTask = false));
    loadScript(...args);
  };
}

if (typeof document !== 'undefined' && typeof __webpack_require__.l === 'function') {
  __webpack_require__.l = inTasksOfTheirOwn(__webpack_require__.l, createTaskQueue());
}
