/**
 * A Storage kept in memory for one page: stands in for localStorage when the
 * browser refuses it (private modes, blocked site data), so code that reads
 * `window.localStorage` without a try (DocSearch's modal) keeps working.
 */
export function createMemoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void map.set(String(key), String(value)),
    removeItem: (key: string) => void map.delete(String(key)),
    clear: () => map.clear(),
  };
}
