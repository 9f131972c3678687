/**
 * One idle callback's share of queued work (prefetchOnce.ts): jobs run in
 * order while the browser says the idle period lasts, but never longer than
 * a short slice. An idle period can last 50 ms, and a task that long is one a
 * reader's tap waits behind (and that Total Blocking Time counts on a phone).
 */
export type IdleDeadline = {timeRemaining: () => number};

/** What an idle callback may spend on prefetching: about 20 ms on a CPU four times slower. */
export const IDLE_SLICE_MS = 5;

/** Runs the first job, then more while time is left; returns whether jobs remain. */
export function runIdleSlice(queue: (() => void)[], deadline: IdleDeadline, now: () => number, sliceMs = IDLE_SLICE_MS): boolean {
  const startedAt = now();
  do queue.shift()?.();
  while (queue.length > 0 && deadline.timeRemaining() > 2 && now() - startedAt < sliceMs);
  return queue.length > 0;
}
