/**
 * Checks the values the site keeps in browser storage and drops what cannot be
 * read back (corrupt JSON, wrong shapes, oversized strings) before the theme or
 * DocSearch reads them, leaving every well-formed value as it is.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What to keep of a stored value: the value itself, a repaired value, or null to remove it. */
export type StoredValueRule = {
  matches: (key: string) => boolean;
  repair: (value: string) => string | null;
};

export type RepairReport = {removed: string[]; rewritten: string[]};

export function repairStoredValues(storage: StorageLike, rules: readonly StoredValueRule[]): RepairReport {
  const report: RepairReport = {removed: [], rewritten: []};
  const keys = Array.from({length: storage.length}, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) {
    const rule = rules.find((candidate) => candidate.matches(key));
    const value = rule ? storage.getItem(key) : null;
    if (!rule || value === null) continue;
    const repaired = rule.repair(value);
    if (repaired === null) {
      storage.removeItem(key);
      report.removed.push(key);
    } else if (repaired !== value) {
      storage.setItem(key, repaired);
      report.rewritten.push(key);
    }
  }
  return report;
}
