/**
 * Collects DocSearch Insights item-view events and sends them in batches:
 * at most 20 object ids per event (spec §9, and Algolia's limit per event),
 * 400 ms after the last view, or at once when 20 are waiting.
 *
 * Used in Algolia mode only; the embedded search sends no events.
 */
export const INSIGHTS_BATCH_SIZE = 20;
export const INSIGHTS_DEBOUNCE_MS = 400;

export type InsightsBatcherOptions<T> = {
  send: (batch: T[]) => void;
  /** Items with the same key are counted once per batch (e.g. an objectID shown twice). @default the item itself */
  key?: (item: T) => unknown;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  /** @default INSIGHTS_BATCH_SIZE */
  batchSize?: number;
  /** @default INSIGHTS_DEBOUNCE_MS */
  debounceMs?: number;
};

export function createInsightsBatcher<T>({
  send,
  key = (item) => item,
  setTimeout,
  clearTimeout,
  batchSize = INSIGHTS_BATCH_SIZE,
  debounceMs = INSIGHTS_DEBOUNCE_MS,
}: InsightsBatcherOptions<T>) {
  if (!(batchSize >= 1)) throw new Error(`The Insights batch size must be at least 1, got ${batchSize}.`);
  let queue: T[] = [];
  let keys = new Set<unknown>();
  let timer: number | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const items = queue;
    queue = [];
    keys = new Set();
    for (let start = 0; start < items.length; start += batchSize) send(items.slice(start, start + batchSize));
  }

  function add(...items: T[]): void {
    for (const item of items) {
      const itemKey = key(item);
      if (keys.has(itemKey)) continue;
      keys.add(itemKey);
      queue.push(item);
      if (queue.length >= batchSize) flush();
    }
    if (queue.length === 0) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  }

  return {add, flush};
}
