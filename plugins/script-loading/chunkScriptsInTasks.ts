/**
 * Rspack's runtime adds one <script> for each chunk a route needs, all in the
 * task that asks for them. On a doc page's first load that task is main.js's
 * own evaluation, which then also starts ten requests (about 5–15 ms at full
 * CPU speed on this site's long guides, four times that on a phone). Here each
 * chunk's script is added in a task of its own, right after: the tasks that
 * hydrate a page stay shorter, and a request starts a task later at most.
 */
import {createTaskQueue} from '../../src/scheduling/taskQueue';

type LoadScript = (url: string, done: (event?: Event) => void, key?: string, chunkId?: string | number) => void;

declare const __webpack_require__: {l?: LoadScript};

/** `loadScript`, with each call made in a later task of its own. */
export function inTasksOfTheirOwn(loadScript: LoadScript, schedule: (job: () => void) => void): LoadScript {
  return (...args) => schedule(() => loadScript(...args));
}

if (typeof document !== 'undefined' && typeof __webpack_require__.l === 'function') {
  __webpack_require__.l = inTasksOfTheirOwn(__webpack_require__.l, createTaskQueue());
}
