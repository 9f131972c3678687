/**
 * The `.env` builder's choices and where they start, read from the preset
 * summary so the builder renders on first load without the full presets.
 */
import {summaryFor} from '@site/src/data/envPresetSummary';
import type {Network} from '@site/src/data/envPresetTypes';
import type {EnvChoices} from './checkEnv';

export type BuilderChoices = EnvChoices & {
  proposer: boolean;
  /** P2P sync; offered where the preset ships bootnodes (Hoodi). */
  p2p: boolean;
  l1Urls: {http: string; ws: string; beacon: string};
  raikoHosts: {sgx: string; zk: string};
  /** Private keys by key name; empty or absent ones stay empty. */
  keys: Record<string, string>;
};

/** The builder's starting point for a network: the preset's own values. */
export function defaultBuilderChoices(network: Network): BuilderChoices {
  const {start} = summaryFor(network);
  return {
    network,
    l1: network === 'staging' ? 'remote' : 'local',
    provers: 'none',
    relayers: true,
    proposer: start.ENABLE_PROPOSER === 'true',
    p2p: start.ENABLE_P2P_SYNC === 'true',
    l1Urls: {http: start.L1_ENDPOINT_HTTP, ws: start.L1_ENDPOINT_WS, beacon: start.L1_BEACON_HTTP},
    raikoHosts: {sgx: '', zk: ''},
    keys: {},
  };
}

/** Whether the builder offers the P2P switch: only where the preset has bootnodes to sync from. */
export function offersP2p(network: Network): boolean {
  return summaryFor(network).hasBootNodes;
}

/** The private keys the preset has, in file order. */
export function secretKeysOf(network: Network): string[] {
  return summaryFor(network).secretKeys;
}
