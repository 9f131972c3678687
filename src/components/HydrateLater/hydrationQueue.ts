/**
 * The order in which deferred parts of a server-rendered page hydrate: one
 * after another, in document order, as many per task as fit in a time budget,
 * so that no task blocks the main thread for long (Total Blocking Time counts
 * every task over 50 ms; Lighthouse's mobile run slows the CPU four times).
 *
 * Pure scheduling: the clock and the way to start a new task are given, so
 * tests drive it by hand. src/components/HydrateLater is the React glue.
 */

/** One deferred part's place in the queue. */
export type Turn = {
  /** Resolves when this part may hydrate. */
  readonly ready: Promise<void>;
  /** True once `ready` has resolved (a render can read it synchronously). */
  readonly started: boolean;
  /** True once the part has hydrated (or is gone). */
  readonly finished: boolean;
  /** The part has hydrated, or is gone (unmounted): the queue goes on. Calling it again does nothing. */
  finish(): void;
};

export type HydrationQueueOptions = {
  /** Runs `callback` in a new task, after the browser has had a chance to paint and handle input. */
  scheduleTask: (callback: () => void) => void;
  now: () => number;
  /** How long one task may keep hydrating parts before it yields (ms). */
  budgetMs: number;
  /** Called each time the queue empties. */
  onIdle?: () => void;
};

export type HydrationQueue = {
  /** Adds a part at the end of the queue; the first join starts the queue in a new task. */
  join(): Turn;
  /** Parts joined and not yet finished or cancelled. */
  pending(): number;
};

type Entry = Turn & {resolve: () => void; state: 'waiting' | 'started' | 'over'};

export function createHydrationQueue({scheduleTask, now, budgetMs, onIdle}: HydrationQueueOptions): HydrationQueue {
  const waiting: Entry[] = [];
  let active: Entry | null = null;
  let taskScheduled = false;
  let taskStartedAt = 0;
  // Counted, not filtered from `waiting`: every part that joins asks, and a long table joins hundreds.
  let unfinished = 0;

  function startTask(): void {
    taskScheduled = false;
    taskStartedAt = now();
    startNext();
  }

  function scheduleNextTask(): void {
    if (taskScheduled) return;
    taskScheduled = true;
    scheduleTask(startTask);
  }

  function startNext(): void {
    active = null;
    let entry: Entry | undefined;
    while ((entry = waiting.shift()) && entry.state === 'over');
    if (!entry) {
      onIdle?.();
      return;
    }
    active = entry;
    entry.state = 'started';
    entry.resolve();
    // A part that never reports back (its render threw) must not stall the rest.
    const started = entry;
    scheduleTask(() => {
      if (active === started) end(started);
    });
  }

  function end(entry: Entry): void {
    const wasActive = active === entry;
    unfinished -= 1;
    entry.state = 'over';
    if (!wasActive) return;
    active = null;
    if (now() - taskStartedAt < budgetMs) startNext();
    else scheduleNextTask();
  }

  return {
    join(): Turn {
      let resolve!: () => void;
      const ready = new Promise<void>((done) => (resolve = done));
      const entry: Entry = {
        ready,
        resolve,
        state: 'waiting',
        get started() {
          return entry.state !== 'waiting';
        },
        get finished() {
          return entry.state === 'over';
        },
        finish: () => {
          if (entry.state !== 'over') end(entry);
        },
      };
      waiting.push(entry);
      unfinished += 1;
      if (!active) scheduleNextTask();
      return entry;
    },
    pending: () => unfinished,
  };
}
