/**
 * Which matching records the engine scores. Scoring (and sorting) every match
 * of a common word costs ~2 µs a record: 300 ms for "the" on a 5,000-page site.
 * Listing the matches costs ~0.1 µs a record, so the engine lists them all
 * (for nbHits) and scores only the best tiers, enough to fill the page.
 * Sets of record positions are typed arrays stamped per use: a query touches
 * up to 100,000 records, and a `Set` of that size costs more than the listing.
 */
export class PositionMarks {
  private readonly stamps: Uint32Array;
  private readonly counts: Uint8Array;
  private touched: number[] = [];
  private stamp = 0;

  constructor(size: number) {
    this.stamps = new Uint32Array(size);
    this.counts = new Uint8Array(size);
  }

  /** A new empty set (one at a time: it replaces the last one): `add` says whether the position was new to it. */
  newSet(): {add: (position: number) => boolean; has: (position: number) => boolean} {
    const stamp = ++this.stamp;
    const stamps = this.stamps;
    return {
      add: (position) => (stamps[position] === stamp ? false : ((stamps[position] = stamp), true)),
      has: (position) => stamps[position] === stamp,
    };
  }

  /**
   * Positions in any of the lists (each without repeats), with how many lists
   * hold each: `countOf` is valid until the next call.
   */
  countLists(lists: number[][]): {positions: number[]; countOf: (position: number) => number} {
    for (const position of this.touched) this.counts[position] = 0;
    const positions: number[] = [];
    for (const list of lists) {
      for (const position of list) if (this.counts[position]++ === 0) positions.push(position);
    }
    this.touched = positions;
    const counts = this.counts;
    return {positions, countOf: (position) => counts[position]!};
  }
}

export function countDistinct(positions: number[], keyOf: (position: number) => number, keys: PositionMarks): number {
  const seen = keys.newSet();
  let count = 0;
  for (const position of positions) if (seen.add(keyOf(position))) count += 1;
  return count;
}

/**
 * Whole tiers, best (highest) first, until they hold records of `needed`
 * distinct keys (URLs): the hits shown come from them, and within them the
 * engine's score decides alone. A tier that would take the total past `max`
 * is cut in page order (the tie-break), once `needed` keys are in.
 */
export function pickTiers(
  positions: number[],
  tierOf: (position: number) => number,
  keyOf: (position: number) => number,
  needed: number,
  max: number = Number.POSITIVE_INFINITY,
): number[] {
  const buckets = new Map<number, number[]>();
  for (const position of positions) {
    const tier = tierOf(position);
    let bucket = buckets.get(tier);
    if (!bucket) buckets.set(tier, (bucket = []));
    bucket.push(position);
  }
  const picked: number[] = [];
  const keys = new Set<number>();
  for (const tier of [...buckets.keys()].sort((a, b) => b - a)) {
    if (keys.size >= needed) break;
    let bucket = buckets.get(tier)!;
    if (picked.length + bucket.length > max) bucket = [...bucket].sort((a, b) => a - b);
    for (const position of bucket) {
      if (picked.length >= max && keys.size >= needed) break;
      picked.push(position);
      keys.add(keyOf(position));
    }
  }
  return picked;
}
