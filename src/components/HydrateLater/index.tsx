/**
 * A top-level block of a doc's Markdown (plugins/hydrate-later wraps each
 * one). On a page the server rendered, the block keeps its server markup while
 * the rest of the page hydrates, and hydrates afterwards in its turn, a few
 * blocks per task (hydrationQueue.ts): a long guide no longer hydrates in one
 * task that blocks the main thread for a few hundred milliseconds on a phone.
 * After a client-side navigation, and on the server, it renders its block at
 * once. The block comes as a function (plugins/hydrate-later's recma plugin),
 * so its elements are only made when it renders.
 *
 * Preact keeps a suspended part's server markup while hydrating (one element,
 * which is why only blocks that render one element are wrapped) and hydrates
 * it when the Suspense boundary resolves.
 */
import {Component, Suspense, type ComponentClass, type ContextType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {HydratingServerMarkup, PAGE_WAS_SERVER_RENDERED} from '@site/src/components/ServerMarkup';
import {createTaskQueue} from '@site/src/scheduling/taskQueue';
import {createHydrationQueue, type HydrationQueue, type Turn} from './hydrationQueue';
import {renderBlock, type BlockProps} from './block';

/** Set on <html> while blocks wait for their turn, so tests (and anyone) can wait for a fully hydrated page. */
const PENDING_ATTRIBUTE = 'data-hydrating-blocks';
/** Time one task may spend hydrating blocks: under 50 ms even on a CPU four times slower. */
const TASK_BUDGET_MS = 8;

let queue: HydrationQueue | null = null;
let queueStarted = false;

function getQueue(): HydrationQueue {
  if (!queue) {
    const scheduleTask = createTaskQueue();
    queue = createHydrationQueue({
      scheduleTask: (callback) =>
        scheduleTask(() => {
          queueStarted = true;
          callback();
        }),
      now: () => performance.now(),
      budgetMs: TASK_BUDGET_MS,
      onIdle: () => document.documentElement.removeAttribute(PENDING_ATTRIBUTE),
    });
  }
  return queue;
}

/** Whether the app is hydrating the server's markup for the first time (not rendering after a navigation). */
function isFirstHydration(): boolean {
  return PAGE_WAS_SERVER_RENDERED && !queueStarted && document.documentElement.dataset.hasHydrated !== 'true';
}

class WaitForTurn extends Component<BlockProps> {
  // The turn of a block still hydrating around this one: a HydrateLater inside it (a row of a long
  // table, say) takes a turn of its own, so one big block does not hydrate in a single task either.
  static override contextType = HydratingServerMarkup;
  // A class, not hooks: Preact drops the hooks of a component that suspends on its first render.
  private readonly turn: Turn | null;

  constructor(props: BlockProps, enclosingTurn: ContextType<typeof HydratingServerMarkup>) {
    super(props);
    const insideHydratingBlock = enclosingTurn !== null && !enclosingTurn.finished;
    this.turn = ExecutionEnvironment.canUseDOM && (isFirstHydration() || insideHydratingBlock) ? joinQueue() : null;
  }

  override render(): ReactNode {
    const {turn} = this;
    if (!turn) return renderBlock(this.props);
    if (!turn.started) throw turn.ready;
    return <HydratingServerMarkup.Provider value={turn}>{renderBlock(this.props)}</HydratingServerMarkup.Provider>;
  }

  override componentDidMount(): void {
    this.reportHydrated();
  }

  override componentDidUpdate(): void {
    this.reportHydrated();
  }

  override componentWillUnmount(): void {
    this.turn?.finish();
  }

  private reportHydrated(): void {
    if (this.turn?.started) this.turn.finish();
  }
}

function joinQueue(): Turn {
  const turnQueue = getQueue();
  if (turnQueue.pending() === 0) document.documentElement.setAttribute(PENDING_ATTRIBUTE, 'true');
  return turnQueue.join();
}

/**
 * Preact's Suspense boundary, as a class to extend: `react` is preact/compat in the browser
 * (plugins/bundle-splitting), where Suspense is a component class.
 */
const SuspenseBoundary = Suspense as unknown as ComponentClass<BlockProps>;

/**
 * The block's own Suspense boundary, rendering its WaitForTurn directly, without the Fragment
 * Suspense wraps its children in (and without a component around it): a long guide has a
 * hundred blocks, and those two components per block were two fifths of the article's first
 * render (bench:flushes). A block suspends only while the page first hydrates, when Preact
 * keeps the server's element and the boundary only has to re-render the block in its turn;
 * nothing ever shows the fallback.
 */
export default class HydrateLater extends SuspenseBoundary {
  override render(): ReactNode {
    return <WaitForTurn {...this.props} />;
  }
}
