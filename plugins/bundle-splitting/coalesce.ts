/**
 * Turns a function called many times in a row into one call, made in a
 * microtask once the caller's synchronous work (a whole render) is done. The
 * call made is the latest one asked for.
 */
export function coalesceInMicrotask(schedule: (flush: () => void) => void = queueMicrotask): (call: () => void) => void {
  let latest: (() => void) | null = null;
  return (call) => {
    const alreadyScheduled = latest !== null;
    latest = call;
    if (alreadyScheduled) return;
    schedule(() => {
      const run = latest;
      latest = null;
      run?.();
    });
  };
}
