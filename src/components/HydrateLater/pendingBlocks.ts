/**
 * Which blocks of a server-rendered page have not hydrated yet, while it first
 * hydrates (./index.tsx). Blocks are known by React's useId, which stays the
 * same when React restarts a render, so a block counted twice is still one.
 * Once the last one has hydrated, the first hydration is over and later blocks
 * (after a client-side navigation) are not counted.
 */
export type PendingBlocks = {
  /** Counts a block that will hydrate later; false once the first hydration is over. */
  add(id: string): boolean;
  /** The block has hydrated. */
  done(id: string): void;
};

export function createPendingBlocks({onFirst, onLast}: {onFirst: () => void; onLast: () => void}): PendingBlocks {
  const pending = new Set<string>();
  let over = false;
  return {
    add(id) {
      if (over) return false;
      if (pending.size === 0) onFirst();
      pending.add(id);
      return true;
    },
    done(id) {
      if (!pending.delete(id) || pending.size > 0) return;
      over = true;
      onLast();
    },
  };
}
