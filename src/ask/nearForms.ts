/**
 * Words operators use for what the docs say in other words: a question's term
 * also matches the other forms of its group ("allocated" finds "already in use",
 * "tear down" finds "remove"), at a lower weight than the word itself.
 * Multi-word forms match as phrases. Keep groups small and specific: each form
 * added makes every question with one of them match more sentences.
 */
/** One-way: asking the first word also finds the others, not the reverse ("cpu" does not mean "hardware"). */
export const WIDER_FORMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['hardware', ['cpu', 'ram', 'memory', 'disk', 'gpu']],
  ['see', ['view', 'read', 'follow', 'watch']],
]);

/** The docs use these words for cross-references ("see Bonds"): asked in a question, only their near forms count. */
export const POINTER_WORDS: ReadonlySet<string> = new Set(['see']);

export const NEAR_FORMS: readonly (readonly string[])[] = [
  ['allocated', 'in use', 'already taken', 'taken', 'occupied', 'clash', 'bind', 'holds'],
  ['tear down', 'teardown', 'remove', 'delete', 'wipe', 'destroy', 'clean up', 'uninstall'],
  ['start over', 'redeploy', 'deploy again', 'fresh'],
  ['hardware', 'requirements', 'machine requirements'],
  ['how long', 'delay', 'period', 'duration'],
  ['finalised', 'finalized', 'final', 'finality', 'finalise', 'finalize'],
  ['authorised', 'authorized', 'authorise', 'authorize', 'authorisation', 'authorization', 'unauthorised', 'unauthorized'],
  ['stuck', 'stalls', 'stall', 'hangs', 'hang', 'frozen'],
  ['zero peers', 'no peers', 'peers', 'peer', 'peercount'],
  ['crashes', 'exits', 'stops', 'dies', 'quits'],
  ['logs', 'log'],
  ['testnet', 'test network', 'hoodi'],
  ['synced', 'syncing', 'sync', 'eth_syncing'],
  ['wipe', 'remover'],
  ['tell if', 'tell whether', 'check', 'verify'],
];
