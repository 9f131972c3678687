/**
 * Checks a pasted `.env` against the simple-surge-node preset it derives from
 * and the reader's choices: missing, repeated, unknown and empty keys, values of
 * the wrong kind, risky settings and the release's own pitfalls. Pure: the
 * EIP-55 test and key-to-address derivation (viem) are passed in.
 */
import {ENV_KEY_INFO, ENV_REFERENCE_PATH, FIXED_PORTS, envKeyAnchor, type EnvKeyInfo, type Requirement} from '@site/src/data/envKeys';
import {ENV_PRESET_DATA, effectiveLines, presetFor} from '@site/src/data/envPresetData';
import type {Network} from '@site/src/data/envPresetTypes';
import {CHECKS, SEVERITY_ORDER, type CheckId, type Finding, type FindingLink, type Severity} from './checks';
import {issueLink} from './issueLinks';
import {isSecretKey} from './maskSecrets';
import {plainText} from './inlineMarkdown';
import {nearestKey} from './nearestKey';
import {parseEnvText, type EnvEntry} from './parseEnvText';
import {urlHost, validateValue, type ValueTools} from './validateValue';

export type EnvChoices = {
  network: Network;
  /** Where the L1 node runs: on this machine, or on another machine or a provider. */
  l1: 'local' | 'remote';
  /** Whether real provers (Raiko hosts) are part of the setup. */
  provers: 'none' | 'real';
  /** Whether the bridge relayers and Bridge UI run. */
  relayers: boolean;
};

export type CheckTools = ValueTools & {
  /** The address of a private key (64 hex digits, with or without 0x). */
  addressOf: (privateKey: string) => string;
};

export type EnvReport = {
  findings: Finding[];
  /** Every key line of the paste, in order. */
  entries: EnvEntry[];
  counts: Record<Severity, number>;
};

/** Hosts that, inside a container, mean the container itself or this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', 'host.docker.internal']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
const L1_ENDPOINTS = ['L1_ENDPOINT_HTTP', 'L1_ENDPOINT_WS', 'L1_BEACON_HTTP'];
/** Raiko's addresses: the prover relayer's container and the protocol deployer (on the host) both use them. */
const RAIKO_HOSTS = ['SGX_RAIKO_HOST', 'RAIKO_HOST_ZKVM'];
/** URLs the containers use: `localhost` there is the container, not this machine. */
const CONTAINER_URLS = [...L1_ENDPOINTS, 'L2_ENDPOINT_HTTP', 'L2_ENDPOINT_WS', 'L2_AUTH_HTTP', ...RAIKO_HOSTS, 'P2P_SYNC_URL'];
/** The L1 RPC docker-compose-relayer.yml hard-codes in v25.1.2. */
const RELAYER_L1_URL = 'http://host.docker.internal:32003';
const NETWORK_NAMES: Record<Network, string> = {devnet: 'devnet', hoodi: 'Hoodi', staging: 'staging'};
const REQUIREMENT_REASONS: Record<Requirement, string> = {
  always: 'every setup needs it',
  deploy: 'the devnet deploys the contracts with it',
  proposer: 'ENABLE_PROPOSER is true',
  prover: 'you run real provers',
  relayers: 'the relayers run',
  p2p: 'ENABLE_P2P_SYNC is true',
};

function keyLink(key: string): FindingLink {
  return {to: `${ENV_REFERENCE_PATH}#${envKeyAnchor(key)}`, label: `${key} in the .env reference`};
}

function make(check: CheckId, message: string, extra: Partial<Finding> = {}): Finding {
  const links = extra.links ?? (extra.key ? [keyLink(extra.key)] : []);
  return {check, severity: CHECKS[check].severity, message, ...extra, links};
}

/** A value as a message may show it: never a secret. */
function shown(key: string, value: string): string {
  if (value === '') return 'empty';
  return isSecretKey(key) ? 'a value (hidden)' : `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`;
}

type Context = {
  choices: EnvChoices;
  values: Map<string, string>;
  presetKeys: Set<string>;
  presetValues: Map<string, {value: string}>;
};

function requirementOf(info: EnvKeyInfo, context: Context): Requirement | null {
  const {required} = info;
  if (!required || !context.presetKeys.has(info.key)) return null;
  const {choices, values} = context;
  const applies: Record<Requirement, boolean> = {
    always: true,
    deploy: choices.network === 'devnet',
    proposer: values.get('ENABLE_PROPOSER') === 'true',
    prover: choices.provers === 'real',
    relayers: choices.relayers,
    p2p: values.get('ENABLE_P2P_SYNC') === 'true',
  };
  return applies[required] ? required : null;
}

function checkPorts(context: Context, byKey: Map<string, EnvEntry[]>): Finding[] {
  const owners = new Map<number, {keys: string[]; services: string[]}>();
  const own = (port: number) => owners.get(port) ?? owners.set(port, {keys: [], services: []}).get(port)!;
  for (const [key, info] of ENV_KEY_INFO) {
    const value = context.values.get(key);
    if (info.kind !== 'port' || !value || !/^\d{1,5}$/.test(value) || !byKey.has(key)) continue;
    own(Number(value)).keys.push(key);
  }
  const devnetL1 = context.choices.network === 'devnet' && context.choices.l1 === 'local';
  for (const fixed of FIXED_PORTS) {
    if (!fixed.devnetL1 || devnetL1) owners.get(fixed.port)?.services.push(fixed.service);
  }
  const findings: Finding[] = [];
  for (const [port, {keys, services}] of owners) {
    if (keys.length + services.length < 2) continue;
    const parties = [...keys, ...services.map((service) => `the ${service}`)];
    // Blame the key that no longer has its preset value: that is the one that moved.
    const moved = keys.find((key) => context.values.get(key) !== context.presetValues.get(key)?.value) ?? keys.at(-1)!;
    findings.push(
      make(
        'value-port-clash',
        `Port ${port} is used by ${parties.slice(0, -1).join(', ')} and ${parties.at(-1)}. Two services cannot listen on one host port: give ${moved} another port.`,
        {
          key: moved,
          line: byKey.get(moved)?.at(-1)?.line,
          links: [...keys.map(keyLink), {to: `${ENV_REFERENCE_PATH}#port-map`, label: 'Port map'}],
        },
      ),
    );
  }
  return findings;
}

/**
 * On the devnet the proposer and the prover relayer send through SurgeProposerWrapper, which
 * accepts only callers its admin authorised; the bond deposit authorises the admin alone
 * (PUBLIC_KEY), signing with PRIVATE_KEY. So all three keys must be that one account.
 */
function checkWrapperCallers(context: Context, lineOf: (key: string) => number | undefined, tools: CheckTools): Finding[] {
  const {values} = context;
  const admin = values.get('PUBLIC_KEY') ?? '';
  if (validateValue('address', 'PUBLIC_KEY', admin, tools)) return [];
  const signers = [
    {key: 'PRIVATE_KEY', role: 'signs the deployment and the authorisation as the admin', applies: true},
    {key: 'L1_PROPOSER_PRIVATE_KEY', role: 'proposes batches through the wrapper', applies: values.get('ENABLE_PROPOSER') === 'true'},
    {key: 'L1_PROVER_PRIVATE_KEY', role: 'submits proofs through the wrapper', applies: values.get('ENABLE_PROVER') === 'true'},
  ];
  const findings: Finding[] = [];
  for (const {key, role, applies} of signers) {
    const value = values.get(key) ?? '';
    if (!applies || !value || validateValue('privateKey', key, value, tools)) continue;
    if (tools.addressOf(value).toLowerCase() === admin.toLowerCase()) continue;
    findings.push(
      make(
        'risk-key-not-wrapper-caller',
        `${key} ${role}, but it is not the key of PUBLIC_KEY (${admin}), the only account the deployment authorises on SurgeProposerWrapper: its calls revert. Use PRIVATE_KEY's key, as .env.devnet does.`,
        {
          key,
          line: lineOf(key),
          links: [keyLink(key), {to: '/docs/guides/running-surge/deploy-l2#deposit-bond', label: 'Deposit the bond'}],
        },
      ),
    );
  }
  return findings;
}

export function checkEnv(text: string, choices: EnvChoices, tools: CheckTools): EnvReport {
  const parsed = parseEnvText(text);
  const findings: Finding[] = [...parsed.findings];
  const report = (): EnvReport => {
    findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
    const counts = {error: 0, warning: 0, info: 0};
    for (const item of findings) counts[item.severity] += 1;
    return {findings, entries: parsed.entries, counts};
  };
  if (parsed.entries.length === 0) return report();

  const preset = presetFor(choices.network);
  const presetValues = effectiveLines(preset);
  const presetKeys = new Set(presetValues.keys());
  const knownKeys = new Set(ENV_PRESET_DATA.keys);
  const byKey = new Map<string, EnvEntry[]>();
  for (const entry of parsed.entries) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const values = new Map([...byKey].map(([key, entries]) => [key, entries.at(-1)!.value]));
  const context: Context = {choices, values, presetKeys, presetValues};
  const network = NETWORK_NAMES[choices.network];
  const lineOf = (key: string) => byKey.get(key)?.at(-1)?.line;

  // Keys set more than once: dotenv keeps the last value.
  for (const [key, entries] of byKey) {
    if (entries.length < 2) continue;
    const lines = entries.map((entry) => entry.line).join(', ');
    const last = shown(key, entries.at(-1)!.value);
    if (key === 'TX_MIN_TIP_CAP') {
      findings.push(
        make(
          'pitfall-tx-min-tip-cap',
          `TX_MIN_TIP_CAP is set ${entries.length} times (lines ${lines}), as in the release's own presets. Only the last line counts (${last}), for the taiko-client and the relayers alike; keep one line.`,
          {
            key,
            line: entries[0]!.line,
            links: [keyLink(key), issueLink('tx-min-tip-cap-defined-twice')],
          },
        ),
      );
    } else if (entries.every((entry) => entry.value === entries[0]!.value)) {
      // Harmless as it stands (the release's .env.devnet sets BROADCAST twice, empty both times), but an edit to one line would not count.
      findings.push(
        make(
          'key-duplicate-same',
          `${key} is set ${entries.length} times (lines ${lines}), each time to ${last}. Only the last line counts, so keep that one and delete the others before you change the value.`,
          {
            key,
            line: entries[0]!.line,
          },
        ),
      );
    } else {
      findings.push(
        make('key-duplicate', `${key} is set ${entries.length} times (lines ${lines}). Only the last one counts (${last}); delete the others.`, {
          key,
          line: entries[0]!.line,
        }),
      );
    }
  }

  // Unknown keys, with the key that was probably meant.
  const explained = new Set<string>();
  for (const [key, entries] of byKey) {
    if (knownKeys.has(key)) continue;
    const line = entries[0]!.line;
    const suggestion = nearestKey(key, knownKeys);
    if (!suggestion) {
      findings.push(
        make('key-unknown', `${key} is not a key of the simple-surge-node ${ENV_PRESET_DATA.release} presets, so nothing reads it.`, {key, line, links: []}),
      );
      continue;
    }
    const missing = !byKey.has(suggestion) && presetKeys.has(suggestion);
    const info = ENV_KEY_INFO.get(suggestion)!;
    const requirement = missing ? requirementOf(info, context) : null;
    if (missing) explained.add(suggestion);
    const tail = missing ? ` ${suggestion} itself is missing${requirement ? `, and it is required because ${REQUIREMENT_REASONS[requirement]}` : ''}.` : '';
    findings.push(
      make('key-unknown', `${key} is not a key simple-surge-node reads. Did you mean ${suggestion}?${tail}`, {
        key,
        line,
        links: [keyLink(suggestion)],
        ...(requirement ? {severity: 'error' as const} : {}),
      }),
    );
  }

  // Keys of another preset, and preset keys that are missing.
  for (const [key, entries] of byKey) {
    if (knownKeys.has(key) && !presetKeys.has(key)) {
      findings.push(make('key-not-in-preset', `${key} is not part of ${preset.file}; the ${network} setup does not use it.`, {key, line: entries[0]!.line}));
    }
  }
  for (const key of presetKeys) {
    if (byKey.has(key) || explained.has(key)) continue;
    if (key === 'BLOCKSCOUT_FRONTEND_PORT') continue; // reported as a pitfall below
    const requirement = requirementOf(ENV_KEY_INFO.get(key)!, context);
    findings.push(
      make(
        'key-missing',
        `${key} is missing. ${preset.file} sets it to ${shown(key, presetValues.get(key)!.value)}${requirement ? `, and it is required because ${REQUIREMENT_REASONS[requirement]}` : ''}.`,
        {
          key,
          ...(requirement ? {severity: 'error' as const} : {}),
        },
      ),
    );
  }

  // Values: required, well-formed, of this network.
  const chainId = values.get('L2_CHAINID');
  for (const [key, entries] of byKey) {
    const info = ENV_KEY_INFO.get(key);
    const entry = entries.at(-1)!;
    if (!info || entry.damaged) continue;
    const {value, line} = entry;
    if (value === '') {
      const requirement = requirementOf(info, context);
      if (requirement) {
        findings.push(
          make('value-required-empty', `${key} is empty, but it is required because ${REQUIREMENT_REASONS[requirement]}. ${plainText(info.description)}.`, {
            key,
            line,
          }),
        );
      }
      continue;
    }
    const problem = validateValue(info.kind, key, value, tools);
    if (problem) {
      findings.push(make(problem.check, problem.message, {key, line}));
      continue;
    }
    const expected = presetValues.get(key)?.value;
    if (info.kind === 'chainId' && expected && value !== expected) {
      findings.push(
        make(
          'value-chain-id',
          `${key} is ${value}, but the ${network} network's ${key.startsWith('L1') ? 'L1' : 'L2'} has chain ID ${expected}. Pick the preset of the network you run, or fix the ID.`,
          {key, line},
        ),
      );
    }
    const fixedHere = info.fixedOnPublic && (choices.network !== 'devnet' || !info.layer);
    if (fixedHere && expected && value.toLowerCase() !== expected.toLowerCase()) {
      findings.push(
        make(
          'value-network-mismatch',
          `${key} is ${shown(key, value)}, but on ${network} it is ${shown(key, expected)}. A value from another network points the node at the wrong chain.`,
          {key, line},
        ),
      );
    }
    if (info.layer === 'L2' && chainId && /^\d+$/.test(chainId) && !value.toLowerCase().startsWith(`0x${chainId}`)) {
      findings.push(
        make(
          'value-l2-predeploy',
          `${key} (${value}) does not start with 0x${chainId}: L2 predeploy addresses begin with the L2 chain ID, so this one belongs to another chain.`,
          {key, line},
        ),
      );
    }
  }

  findings.push(...checkPorts(context, byKey));

  // Risks.
  if (choices.network !== 'devnet') {
    const devAccounts = new Map(ENV_PRESET_DATA.devAccounts.map((account) => [account.address.toLowerCase(), account.source]));
    for (const [key, info] of ENV_KEY_INFO) {
      const value = values.get(key);
      if (info.kind !== 'privateKey' || !value || validateValue('privateKey', key, value, tools)) continue;
      const source = devAccounts.get(tools.addressOf(value).toLowerCase());
      if (source) {
        findings.push(
          make(
            'risk-dev-key',
            `${key} is a well-known development key (${source}). Its private key is public, so anyone can take what you send to it on ${network}. Generate your own key and fund it.`,
            {
              key,
              line: lineOf(key),
              links: [keyLink(key), issueLink('proposer-required-variable-empty')],
            },
          ),
        );
      }
    }
  }
  if (choices.network === 'devnet') findings.push(...checkWrapperCallers(context, lineOf, tools));
  const remoteReported = new Set<string>();
  if (choices.l1 === 'remote') {
    for (const key of L1_ENDPOINTS) {
      const host = urlHost(values.get(key) ?? '');
      if (host && LOCAL_HOSTS.has(host)) {
        remoteReported.add(key);
        findings.push(
          make(
            'risk-local-endpoint-remote',
            `${key} points at ${host}, but you said the L1 runs on another machine or at a provider. Set it to that node's address.`,
            {key, line: lineOf(key)},
          ),
        );
      }
    }
  }
  for (const key of CONTAINER_URLS) {
    const host = urlHost(values.get(key) ?? '');
    if (host && LOOPBACK_HOSTS.has(host) && !remoteReported.has(key)) {
      findings.push(
        make(
          'risk-localhost-in-container',
          RAIKO_HOSTS.includes(key)
            ? `${key} points at ${host}. The prover relayer's container uses this URL, where ${host} is the container itself, and the protocol deployer reads it from this machine's shell, where host.docker.internal does not resolve on Linux. Use the Raiko machine's IP address, for example http://192.168.1.20:8080.`
            : `${key} points at ${host}. The containers use this URL, and inside a container ${host} is the container itself. Use host.docker.internal for a service on this machine, or the machine's address.`,
          {
            key,
            line: lineOf(key),
            links: [keyLink(key), issueLink('host-docker-internal-unreachable')],
          },
        ),
      );
    }
  }

  if (choices.network === 'devnet' && values.get('USE_TIMELOCKED_OWNER') === 'true') {
    findings.push(
      make(
        'risk-timelocked-owner-devnet',
        'USE_TIMELOCKED_OWNER is true: the contracts are owned by a timelock, so you cannot register provers again or change protocol parameters without deploying anew. For a test devnet, answer false.',
        {
          key: 'USE_TIMELOCKED_OWNER',
          line: lineOf('USE_TIMELOCKED_OWNER'),
          links: [keyLink('USE_TIMELOCKED_OWNER'), issueLink('timelocked-owner-blocks-changes')],
        },
      ),
    );
  }
  if (choices.network === 'hoodi' && values.get('ENABLE_P2P_SYNC') === 'false') {
    findings.push(
      make(
        'risk-hoodi-without-p2p-sync',
        'ENABLE_P2P_SYNC is false, so the node syncs the test network from L1 alone, and stalls at batches whose blobs the beacon nodes have pruned (after about 18 days), unless your beacon node keeps all blobs. Keep it true, with BOOT_NODES and P2P_SYNC_URL from the preset.',
        {
          key: 'ENABLE_P2P_SYNC',
          line: lineOf('ENABLE_P2P_SYNC'),
          links: [keyLink('ENABLE_P2P_SYNC'), issueLink('sync-stalls-blobs-pruned')],
        },
      ),
    );
  }
  if (choices.network === 'devnet' && choices.provers === 'none' && choices.relayers) {
    findings.push(
      make(
        'risk-devnet-without-provers',
        'Without provers no batch of your devnet is finalised on L1, so L1→L2 deposits work but L2→L1 withdrawals never complete. Run provers to use the bridge both ways: a ZK and a TEE prover finalise a batch at once, one family alone after the cooldown window.',
        {links: [issueLink('no-batches-finalised')]},
      ),
    );
  }

  // Pitfalls of the v25.1.2 release.
  if (!values.get('BLOCKSCOUT_FRONTEND_PORT') && presetKeys.has('BLOCKSCOUT_FRONTEND_PORT')) {
    findings.push(
      make(
        'pitfall-blockscout-port',
        `BLOCKSCOUT_FRONTEND_PORT is ${byKey.has('BLOCKSCOUT_FRONTEND_PORT') ? 'empty' : 'missing'}. docker-compose.yml publishes the L2 explorer on this port with no default, so Docker Compose cannot publish it; only the scripts' link to the explorer falls back to 3000. Set it to 3001.`,
        {
          key: 'BLOCKSCOUT_FRONTEND_PORT',
          line: lineOf('BLOCKSCOUT_FRONTEND_PORT'),
          links: [keyLink('BLOCKSCOUT_FRONTEND_PORT'), issueLink('blockscout-port-3001')],
        },
      ),
    );
  }
  if (choices.relayers && values.get('L1_ENDPOINT_HTTP') !== RELAYER_L1_URL) {
    findings.push(
      make(
        'pitfall-relayer-l1-url',
        `The relayers do not read L1_ENDPOINT_HTTP: docker-compose-relayer.yml in v25.1.2 hard-codes ${RELAYER_L1_URL}, the local devnet L1. With your L1 elsewhere, edit --srcRpcUrl and --destRpcUrl in that file.`,
        {
          key: 'L1_ENDPOINT_HTTP',
          links: [issueLink('relayer-hardcoded-l1-url')],
        },
      ),
    );
  }
  if (values.get('ALLOW_EMPTY_BLOCKS')) {
    findings.push(
      make(
        'pitfall-allow-empty-blocks',
        `ALLOW_EMPTY_BLOCKS is set, so the proposer gets --allowEmptyBlocks, a flag taiko-client v25.1.2 does not define. If the proposer rejects it, leave the value empty.`,
        {
          key: 'ALLOW_EMPTY_BLOCKS',
          line: lineOf('ALLOW_EMPTY_BLOCKS'),
          links: [keyLink('ALLOW_EMPTY_BLOCKS'), issueLink('allow-empty-blocks-flag')],
        },
      ),
    );
  }
  const discovery = values.get('L2_NETWORK_DISCOVERY_PORT');
  if (values.get('ENABLE_P2P_SYNC') === 'true' && discovery && /^\d+$/.test(discovery)) {
    findings.push(
      make(
        'pitfall-p2p-port',
        `With P2P sync on, Nethermind listens on L2_NETWORK_DISCOVERY_PORT + 100 (${Number(discovery) + 100}), while the compose file publishes ${discovery}. Open both in your firewall, and publish ${Number(discovery) + 100} to accept inbound peers.`,
        {
          key: 'L2_NETWORK_DISCOVERY_PORT',
          line: lineOf('L2_NETWORK_DISCOVERY_PORT'),
          links: [keyLink('L2_NETWORK_DISCOVERY_PORT'), issueLink('no-peers-behind-nat')],
        },
      ),
    );
  }
  // Only the devnet's protocol deployer writes that chain spec.
  if (choices.network === 'devnet' && choices.provers === 'real' && choices.l1 === 'remote') {
    findings.push(
      make(
        'pitfall-raiko-genesis-remote',
        'The Raiko chain spec the deployer generates takes the L1 genesis_time from http://localhost:33001, even when the L1 is elsewhere. Check the value in configs/chain_spec_list_default.json before you copy it to the provers.',
        {
          links: [issueLink('raiko-genesis-time-remote')],
        },
      ),
    );
  }
  if (choices.provers === 'none' && values.get('ENABLE_PROVER') === 'true' && !values.get('SGX_RAIKO_HOST')) {
    findings.push(
      make(
        'pitfall-prover-without-raiko',
        "ENABLE_PROVER is true but SGX_RAIKO_HOST is empty: with a stack option that starts the prover relayer (the default, 4 or 5), it exits with 'SGX_RAIKO_HOST must be non-empty' and Docker restarts it again and again. Until you run provers, choose stack option 2 or set ENABLE_PROVER=false.",
        {
          key: 'ENABLE_PROVER',
          line: lineOf('ENABLE_PROVER'),
          links: [keyLink('ENABLE_PROVER'), issueLink('prover-relayer-required-variable-empty')],
        },
      ),
    );
  }
  if (choices.provers === 'real' && values.has('ENABLE_PROVER') && values.get('ENABLE_PROVER') !== 'true') {
    findings.push(
      make(
        'pitfall-provers-disabled',
        `You run provers, but ENABLE_PROVER is ${shown('ENABLE_PROVER', values.get('ENABLE_PROVER') ?? '')}: the prover relayer only logs 'PROVER IS DISABLED' and asks Raiko for nothing, so no batch is proven. Set it to true.`,
        {
          key: 'ENABLE_PROVER',
          line: lineOf('ENABLE_PROVER'),
          links: [keyLink('ENABLE_PROVER'), issueLink('proposer-or-prover-disabled')],
        },
      ),
    );
  }
  if (choices.provers === 'real' && presetKeys.has('RAIKO_HOST_ZKVM') && !values.get('RAIKO_HOST_ZKVM')) {
    findings.push(
      make(
        'pitfall-no-zk-prover',
        'RAIKO_HOST_ZKVM is empty, so only SGX proves. A batch is final at once only with a ZK proof and a TEE proof; with SGX alone it waits for the cooldown window (COOLDOWN_WINDOW). Set it if you run an SP1 or RISC Zero prover.',
        {
          key: 'RAIKO_HOST_ZKVM',
          line: lineOf('RAIKO_HOST_ZKVM'),
          links: [keyLink('RAIKO_HOST_ZKVM'), {to: '/docs/guides/running-surge/provers#finality-rules', label: 'Finality rules'}],
        },
      ),
    );
  }
  if (choices.provers === 'real') {
    for (const key of RAIKO_HOSTS) {
      const value = values.get(key) ?? '';
      const host = urlHost(value);
      let port = '';
      try {
        port = new URL(value).port || '80';
      } catch {
        continue;
      }
      if (host && LOCAL_HOSTS.has(host) && port === '8080') {
        findings.push(
          make(
            'pitfall-port-8080',
            `${key} points at Raiko on this machine, port 8080, which the L2 spammer (Spamoor) also uses. Run the provers on their own machines, or start the stack without the spammer (option 5).`,
            {
              key,
              line: lineOf(key),
              links: [keyLink(key), issueLink('port-clash-8080-8081')],
            },
          ),
        );
      }
    }
  }
  return report();
}
