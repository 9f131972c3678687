/**
 * The order and pace in which parts of a server-rendered page hydrate. Each
 * part waits on a ticket; tickets are released in the order they were taken
 * (document order), a few milliseconds of work per task, so no task is long
 * enough to block input. Input flushes the queue: everything hydrates before
 * the event reaches its target.
 */
export type Ticket = {
  released: boolean;
  /** Set by the part when it renders after release: its hydration has run. */
  rendered: boolean;
  whenReleased: Promise<void>;
};

type Clock = {
  now: () => number;
  /** Runs `task` in a later task (not a microtask), so the browser can handle input in between. */
  later: (task: () => void) => void;
  /** Told when the first ticket is taken (true) and when the last is released (false). */
  onPendingChange?: (pending: boolean) => void;
};

/** A task longer than 50 ms blocks input; Lighthouse slows the CPU 4×, so stay well under 50 / 4. */
export const SLICE_MS = 8;
/** Microtask turns a released part needs to re-render (Suspense resolves, then the render queue runs). */
const TURNS_TO_RENDER = 8;

export function createHydrationQueue(clock: Clock) {
  const waiting: {ticket: Ticket; release: () => void}[] = [];
  let scheduled = false;

  function take(): Ticket {
    let release!: () => void;
    const ticket: Ticket = {released: false, rendered: false, whenReleased: new Promise((resolve) => (release = resolve))};
    if (waiting.length === 0) clock.onPendingChange?.(true);
    waiting.push({
      ticket,
      release: () => {
        ticket.released = true;
        release();
      },
    });
    schedule();
    return ticket;
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    clock.later(() => void slice());
  }

  async function slice() {
    scheduled = false;
    const started = clock.now();
    while (waiting.length > 0 && clock.now() - started < SLICE_MS) {
      const next = waiting.shift()!;
      next.release();
      for (let turn = 0; turn < TURNS_TO_RENDER && !next.ticket.rendered; turn++) await null;
    }
    if (waiting.length > 0) schedule();
    else clock.onPendingChange?.(false);
  }

  /** Releases every ticket now: their parts hydrate in this task's microtasks. */
  function flush() {
    if (waiting.length === 0) return;
    for (const next of waiting.splice(0)) next.release();
    clock.onPendingChange?.(false);
  }

  return {take, flush};
}
