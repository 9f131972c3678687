/**
 * Stands in for Docusaurus's route preload in the browser (@docusaurus/core
 * lib/client/preload.js; see index.ts). Its promise settles as the route's
 * last chunk runs, and the client entry then renders the page (hydrates, on a
 * first load) in a microtask of that chunk's task: on Deploy L2 the doc's
 * chunk and the first render made one task of 35-51 ms in Lighthouse's
 * trace (15 ms and 31 ms apart). Settling in a task of its own splits the
 * two, so the browser may paint or handle input in between. A client-side
 * navigation waits one task more, well under a millisecond.
 */
// The query keeps the replacement (index.ts) from swapping this import for this file.
import preload from '@docusaurus/core/lib/client/preload.js?original';
import {createTaskQueue} from '../../src/scheduling/taskQueue';

const inNextTask = createTaskQueue();

export default function preloadThenYield(pathname: string): ReturnType<typeof preload> {
  return preload(pathname).then((loaded) => new Promise((resolve) => inNextTask(() => resolve(loaded))));
}
