/**
 * Shape of src/data/envPresets.json: the `.env` presets of simple-surge-node,
 * key by key and in file order (written by scripts/generate-env-presets.ts from
 * the facts; read by the `.env` checker, the builder and the guide's reference tables).
 */

export const NETWORKS = ['devnet', 'hoodi', 'staging'] as const;
export type Network = (typeof NETWORKS)[number];

/** One `KEY=value` line of a preset. */
export type PresetLine = {
  key: string;
  /** The value as written, quotes included: `"-vv"`. */
  raw: string;
  /** The value as dotenv reads it: `-vv`. */
  value: string;
  /** The release ships a private key here that the facts (and this site) do not reproduce; `value` is empty. */
  redacted?: true;
};

export type EnvPreset = {
  network: Network;
  /** File name in simple-surge-node: `.env.devnet`. */
  file: string;
  /** Every line in file order; a key set twice appears twice. */
  lines: PresetLine[];
  /** Distinct keys. */
  keyCount: number;
};

/** An account whose private key is public (a devnet or tool default), by address. */
export type DevAccount = {address: `0x${string}`; source: string};

export type EnvPresetData = {
  $comment: string;
  /** simple-surge-node release the presets come from: `v25.1.2`. */
  release: string;
  presets: EnvPreset[];
  /** Every key of any preset, in the order of the first preset that has it. */
  keys: string[];
  devAccounts: DevAccount[];
};

/** Keys whose preset values the builder starts from. */
export const BUILDER_START_KEYS = ['ENABLE_PROPOSER', 'ENABLE_P2P_SYNC', 'L1_ENDPOINT_HTTP', 'L1_ENDPOINT_WS', 'L1_BEACON_HTTP'] as const;
export type BuilderStartKey = (typeof BUILDER_START_KEYS)[number];

/** What the checker and builder show before the reader acts, per preset: a few facts, not the whole file. */
export type PresetSummary = {
  file: string;
  /** Keys ending in PRIVATE_KEY, in file order. */
  secretKeys: string[];
  /** BOOT_NODES has a value, so the builder offers P2P sync. */
  hasBootNodes: boolean;
  /** The value that takes effect for each start key ('' when the preset lacks it). */
  start: Record<BuilderStartKey, string>;
};

/**
 * Shape of src/data/envPresetSummary.json, generated with envPresets.json. The
 * pages render from it on first load; the full presets load with the check engine.
 */
export type EnvPresetSummaryData = {
  $comment: string;
  release: string;
  presets: Record<Network, PresetSummary>;
};
