/**
 * Suggests the known key an unknown one was probably meant to be: the closest
 * by edit distance, counting a swap of two neighbouring letters as one edit
 * (`L1_ENDPOINT_HTPP` → `L1_ENDPOINT_HTTP`).
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) => Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest known key within a third of the key's length (at most 3 edits), or null. */
export function nearestKey(unknown: string, known: Iterable<string>): string | null {
  const target = unknown.toUpperCase();
  const limit = Math.min(3, Math.max(1, Math.floor(target.length / 3)));
  let best: {key: string; distance: number} | null = null;
  for (const key of known) {
    const distance = editDistance(target, key);
    if (distance <= limit && (!best || distance < best.distance)) best = {key, distance};
  }
  return best?.key ?? null;
}
