import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {createInsightsBatcher, INSIGHTS_BATCH_SIZE, INSIGHTS_DEBOUNCE_MS} from './createInsightsBatcher';

describe('createInsightsBatcher', () => {
  let batches: string[][];
  let batcher: ReturnType<typeof createInsightsBatcher<string>>;

  beforeEach(() => {
    vi.useFakeTimers();
    batches = [];
    batcher = createInsightsBatcher<string>({
      send: (batch) => batches.push(batch),
      setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (id) => clearTimeout(id),
    });
  });
  afterEach(() => vi.useRealTimers());

  const ids = (count: number, from = 0) => Array.from({length: count}, (_, i) => `id-${from + i}`);

  test('spec §9: batches of 20 with a 400 ms debounce', () => {
    expect([INSIGHTS_BATCH_SIZE, INSIGHTS_DEBOUNCE_MS]).toEqual([20, 400]);
  });

  test('sends 400 ms after the last item, not before', () => {
    batcher.add('a');
    vi.advanceTimersByTime(300);
    batcher.add('b');
    vi.advanceTimersByTime(399);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([['a', 'b']]);
  });

  test('sends at once when 20 items are waiting', () => {
    batcher.add(...ids(20));
    expect(batches).toEqual([ids(20)]);
    vi.advanceTimersByTime(INSIGHTS_DEBOUNCE_MS);
    expect(batches).toHaveLength(1);
  });

  test.each([
    [25, [20, 5]],
    [40, [20, 20]],
    [41, [20, 20, 1]],
  ])('%i items go out as batches of %j', (count, sizes) => {
    batcher.add(...ids(count));
    vi.advanceTimersByTime(INSIGHTS_DEBOUNCE_MS);
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(ids(count));
  });

  test('counts an item once per batch', () => {
    batcher.add('a', 'b', 'a');
    vi.advanceTimersByTime(INSIGHTS_DEBOUNCE_MS);
    batcher.add('a');
    vi.advanceTimersByTime(INSIGHTS_DEBOUNCE_MS);
    expect(batches).toEqual([['a', 'b'], ['a']]);
  });

  test('flush sends what is waiting right away', () => {
    batcher.add('a');
    batcher.flush();
    expect(batches).toEqual([['a']]);
    vi.advanceTimersByTime(INSIGHTS_DEBOUNCE_MS);
    expect(batches).toHaveLength(1);
  });

  test('rejects a batch size below 1', () => {
    expect(() => createInsightsBatcher({send: () => undefined, setTimeout: () => 0, clearTimeout: () => undefined, batchSize: 0})).toThrow(/at least 1/);
  });
});
