/**
 * Builds a complete `.env` from a preset and a few choices: the L1 endpoints,
 * provers, proposer, P2P sync and the private keys. Keys the release sets twice
 * are kept once (the value that counted), and ALLOW_EMPTY_BLOCKS is left empty,
 * as the troubleshooting page advises. Pure: deriving PUBLIC_KEY is passed in.
 */
import {isSecretKey} from '@site/src/data/envKeys';
import {presetFor} from '@site/src/data/envPresetData';
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

export type BuildTools = {
  /** The address of a valid private key, or null when the value is not one. */
  addressOf: (privateKey: string) => string | null;
};

/** The builder's starting point for a network: the preset's own values. */
export function defaultBuilderChoices(network: Network): BuilderChoices {
  const values = new Map(presetFor(network).lines.map((line) => [line.key, line.value]));
  return {
    network,
    l1: network === 'staging' ? 'remote' : 'local',
    provers: 'none',
    relayers: true,
    proposer: values.get('ENABLE_PROPOSER') === 'true',
    p2p: values.get('ENABLE_P2P_SYNC') === 'true',
    l1Urls: {
      http: values.get('L1_ENDPOINT_HTTP') ?? '',
      ws: values.get('L1_ENDPOINT_WS') ?? '',
      beacon: values.get('L1_BEACON_HTTP') ?? '',
    },
    raikoHosts: {sgx: '', zk: ''},
    keys: {},
  };
}

/** Whether the builder offers the P2P switch: only where the preset has bootnodes to sync from. */
export function offersP2p(network: Network): boolean {
  return presetFor(network).lines.some((line) => line.key === 'BOOT_NODES' && line.value !== '');
}

/** The private keys the preset has, in file order. */
export function secretKeysOf(network: Network): string[] {
  return [...new Set(presetFor(network).lines.filter((line) => line.key.endsWith('PRIVATE_KEY')).map((line) => line.key))];
}

/** Writes a value so dotenv and a shell read it back unchanged. */
function formatValue(value: string): string {
  return /[\s#"'`\\$]/.test(value) ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : value;
}

export type BuiltEnv = {text: string; changedKeys: string[]};

export function buildEnv(choices: BuilderChoices, tools: BuildTools): BuiltEnv {
  const preset = presetFor(choices.network);
  const overrides = new Map<string, string>([
    ['L1_ENDPOINT_HTTP', choices.l1Urls.http.trim()],
    ['L1_ENDPOINT_WS', choices.l1Urls.ws.trim()],
    ['L1_BEACON_HTTP', choices.l1Urls.beacon.trim()],
    ['ENABLE_PROVER', choices.provers === 'real' ? 'true' : 'false'],
    ['ENABLE_PROPOSER', choices.proposer ? 'true' : 'false'],
    ['ALLOW_EMPTY_BLOCKS', ''],
  ]);
  if (choices.provers === 'real') {
    overrides.set('SGX_RAIKO_HOST', choices.raikoHosts.sgx.trim());
    overrides.set('RAIKO_HOST_ZKVM', choices.raikoHosts.zk.trim());
  }
  if (offersP2p(choices.network)) overrides.set('ENABLE_P2P_SYNC', choices.p2p ? 'true' : 'false');
  for (const key of secretKeysOf(choices.network)) overrides.set(key, (choices.keys[key] ?? '').trim());
  const deployer = overrides.get('PRIVATE_KEY');
  const deployerAddress = deployer ? tools.addressOf(deployer) : null;
  if (deployerAddress && preset.lines.some((line) => line.key === 'PUBLIC_KEY')) overrides.set('PUBLIC_KEY', deployerAddress);

  const lastIndex = new Map(preset.lines.map((line, index) => [line.key, index]));
  const changed = new Set<string>();
  const out: string[] = [];
  preset.lines.forEach((line, index) => {
    // A key the release sets twice: keep only the line that counted (the last).
    if (lastIndex.get(line.key) !== index) {
      changed.add(line.key);
      return;
    }
    const override = overrides.get(line.key);
    if (override === undefined || override === line.value) {
      out.push(`${line.key}=${line.raw}`);
      return;
    }
    changed.add(line.key);
    out.push(`${line.key}=${formatValue(override)}`);
  });
  return {text: `${out.join('\n')}\n`, changedKeys: [...changed]};
}

/** A line of the output as the page shows it: secret values masked. */
export function maskEnvLine(line: string): string {
  const equals = line.indexOf('=');
  if (equals === -1) return line;
  const key = line.slice(0, equals);
  const value = line.slice(equals + 1);
  return isSecretKey(key) && value !== '' ? `${key}=•••••• (hidden)` : line;
}
