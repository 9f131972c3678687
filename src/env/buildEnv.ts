/**
 * Builds a complete `.env` from a preset and a few choices: the L1 endpoints,
 * provers, proposer, P2P sync and the private keys. Keys the release sets twice
 * are kept once (the value that counted), and ALLOW_EMPTY_BLOCKS is left empty,
 * as the troubleshooting page advises. Pure: deriving PUBLIC_KEY is passed in.
 */
import {presetFor} from '@site/src/data/envPresetData';
import {offersP2p, secretKeysOf, type BuilderChoices} from './builderChoices';

/** Keys that sign calls to SurgeProposerWrapper besides the deployer's. */
const WRAPPER_CALLER_KEYS = ['L1_PROPOSER_PRIVATE_KEY', 'L1_PROVER_PRIVATE_KEY'];

export type BuildTools = {
  /** The address of a valid private key, or null when the value is not one. */
  addressOf: (privateKey: string) => string | null;
};

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
  // On the devnet the proposer and prover send through SurgeProposerWrapper, which accepts only the
  // deployer's account: left empty, their keys are the deployer's, as in .env.devnet.
  if (choices.network === 'devnet' && deployer) {
    for (const key of WRAPPER_CALLER_KEYS) if (!overrides.get(key)) overrides.set(key, deployer);
  }
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
