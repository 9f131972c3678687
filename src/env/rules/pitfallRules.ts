/** Rules for where simple-surge-node v25.1.2 itself trips operators (facts README, contradictions list). */
import type {CheckId, FindingLink} from '../checks';
import {issueLink} from '../issueLinks';
import {urlHost} from '../validateValue';
import {atKey, make, shown} from './paste';
import {LOCAL_HOSTS, RAIKO_HOSTS} from './riskRules';
import type {EnvRule} from './rule';

/** The L1 RPC docker-compose-relayer.yml hard-codes in v25.1.2. */
const RELAYER_L1_URL = 'http://host.docker.internal:32003';

export const blockscoutPort: EnvRule = {
  id: 'pitfall-blockscout-port',
  checks: 'BLOCKSCOUT_FRONTEND_PORT missing or empty, which docker-compose.yml needs',
  find: (paste) =>
    !paste.values.get('BLOCKSCOUT_FRONTEND_PORT') && paste.presetKeys.has('BLOCKSCOUT_FRONTEND_PORT')
      ? [
          atKey(
            paste,
            'pitfall-blockscout-port',
            'BLOCKSCOUT_FRONTEND_PORT',
            `BLOCKSCOUT_FRONTEND_PORT is ${paste.byKey.has('BLOCKSCOUT_FRONTEND_PORT') ? 'empty' : 'missing'}. docker-compose.yml publishes the L2 explorer on this port with no default, so Docker Compose cannot publish it; only the scripts' link to the explorer falls back to 3000. Set it to 3001.`,
            issueLink('blockscout-port-3001'),
          ),
        ]
      : [],
};

export const relayerL1Url: EnvRule = {
  id: 'pitfall-relayer-l1-url',
  checks: 'Relayers with an L1 other than the one docker-compose-relayer.yml hard-codes',
  find: (paste) =>
    paste.choices.relayers && paste.values.get('L1_ENDPOINT_HTTP') !== RELAYER_L1_URL
      ? [
          make(
            'pitfall-relayer-l1-url',
            `The relayers do not read L1_ENDPOINT_HTTP: docker-compose-relayer.yml in v25.1.2 hard-codes ${RELAYER_L1_URL}, the local devnet L1. With your L1 elsewhere, edit --srcRpcUrl and --destRpcUrl in that file.`,
            {key: 'L1_ENDPOINT_HTTP', links: [issueLink('relayer-hardcoded-l1-url')]},
          ),
        ]
      : [],
};

/** A key whose value, once set, becomes a flag taiko-client v25.1.2 does not define. */
function flagNotDefined(id: CheckId, key: string, checks: string, message: string, ...links: FindingLink[]): EnvRule {
  return {id, checks, find: (paste) => (paste.values.get(key) ? [atKey(paste, id, key, message, ...links)] : [])};
}

export const allowEmptyBlocks = flagNotDefined(
  'pitfall-allow-empty-blocks',
  'ALLOW_EMPTY_BLOCKS',
  'ALLOW_EMPTY_BLOCKS set, which passes a flag taiko-client does not define',
  `ALLOW_EMPTY_BLOCKS is set, so the proposer gets --allowEmptyBlocks, a flag taiko-client v25.1.2 does not define. If the proposer rejects it, leave the value empty.`,
  issueLink('allow-empty-blocks-flag'),
);

export const startingBatchId = flagNotDefined(
  'pitfall-starting-batch-id',
  'STARTING_BATCH_ID',
  'STARTING_BATCH_ID set, which the start script passes as --prover.startingBatchId while taiko-client only knows --prover.startingBatchID',
  `STARTING_BATCH_ID is set, so the prover relayer gets --prover.startingBatchId. taiko-client v25.1.2 names the flag --prover.startingBatchID, and flag names are case-sensitive, so the prover relayer exits at start with "flag provided but not defined". Leave the value empty: the prover relayer then starts from the last verified batch.`,
  issueLink('starting-batch-id-flag'),
);

export const p2pPort: EnvRule = {
  id: 'pitfall-p2p-port',
  checks: 'P2P sync on: Nethermind listens on the discovery port + 100, which the compose file does not publish',
  find: (paste) => {
    const discovery = paste.values.get('L2_NETWORK_DISCOVERY_PORT');
    if (paste.values.get('ENABLE_P2P_SYNC') !== 'true' || !discovery || !/^\d+$/.test(discovery)) return [];
    const listening = Number(discovery) + 100;
    return [
      atKey(
        paste,
        'pitfall-p2p-port',
        'L2_NETWORK_DISCOVERY_PORT',
        `With P2P sync on, Nethermind listens on L2_NETWORK_DISCOVERY_PORT + 100 (${listening}), while the compose file publishes ${discovery}. Open both in your firewall, and publish ${listening} to accept inbound peers.`,
        issueLink('no-peers-behind-nat'),
      ),
    ];
  },
};

// Only the devnet's protocol deployer writes that chain spec.
export const raikoGenesisOfRemoteL1: EnvRule = {
  id: 'pitfall-raiko-genesis-remote',
  checks: 'A devnet with real provers and a remote L1: the generated Raiko chain spec reads the local L1',
  find: ({choices}) =>
    choices.network === 'devnet' && choices.provers === 'real' && choices.l1 === 'remote'
      ? [
          make(
            'pitfall-raiko-genesis-remote',
            'The Raiko chain spec the deployer generates takes the L1 genesis_time from http://localhost:33001, even when the L1 is elsewhere. Check the value in configs/chain_spec_list_default.json before you copy it to the provers.',
            {links: [issueLink('raiko-genesis-time-remote')]},
          ),
        ]
      : [],
};

export const proverWithoutRaiko: EnvRule = {
  id: 'pitfall-prover-without-raiko',
  checks: 'ENABLE_PROVER true without provers or SGX_RAIKO_HOST, so the prover relayer restarts in a loop',
  find: (paste) =>
    paste.choices.provers === 'none' && paste.values.get('ENABLE_PROVER') === 'true' && !paste.values.get('SGX_RAIKO_HOST')
      ? [
          atKey(
            paste,
            'pitfall-prover-without-raiko',
            'ENABLE_PROVER',
            "ENABLE_PROVER is true but SGX_RAIKO_HOST is empty: with a stack option that starts the prover relayer (the default, 4 or 5), it exits with 'SGX_RAIKO_HOST must be non-empty' and Docker restarts it again and again. Until you run provers, choose stack option 2 or set ENABLE_PROVER=false.",
            issueLink('prover-relayer-required-variable-empty'),
          ),
        ]
      : [],
};

export const proversDisabled: EnvRule = {
  id: 'pitfall-provers-disabled',
  checks: 'Real provers chosen, but ENABLE_PROVER is not true',
  find: (paste) =>
    paste.choices.provers === 'real' && paste.values.has('ENABLE_PROVER') && paste.values.get('ENABLE_PROVER') !== 'true'
      ? [
          atKey(
            paste,
            'pitfall-provers-disabled',
            'ENABLE_PROVER',
            `You run provers, but ENABLE_PROVER is ${shown('ENABLE_PROVER', paste.values.get('ENABLE_PROVER') ?? '')}: the prover relayer only logs 'PROVER IS DISABLED' and asks Raiko for nothing, so no batch is proven. Set it to true.`,
            issueLink('proposer-or-prover-disabled'),
          ),
        ]
      : [],
};

export const noZkProver: EnvRule = {
  id: 'pitfall-no-zk-prover',
  checks: 'Real provers without a ZK prover, so batches wait for the cooldown window',
  find: (paste) =>
    paste.choices.provers === 'real' && paste.presetKeys.has('RAIKO_HOST_ZKVM') && !paste.values.get('RAIKO_HOST_ZKVM')
      ? [
          atKey(
            paste,
            'pitfall-no-zk-prover',
            'RAIKO_HOST_ZKVM',
            'RAIKO_HOST_ZKVM is empty, so only SGX proves. A batch is final at once only with a ZK proof and a TEE proof; with SGX alone it waits for the cooldown window (COOLDOWN_WINDOW). Set it if you run an SP1 or RISC Zero prover.',
            {to: '/docs/guides/running-surge/provers#finality-rules', label: 'Finality rules'},
          ),
        ]
      : [],
};

/** The port of a URL (80 when it names none), or null when it does not parse. */
function portOf(url: string): string | null {
  try {
    return new URL(url).port || '80';
  } catch {
    return null;
  }
}

export const raikoOnPort8080: EnvRule = {
  id: 'pitfall-port-8080',
  checks: 'Raiko on this machine at port 8080, which the L2 spammer also uses',
  find: (paste) => {
    if (paste.choices.provers !== 'real') return [];
    return RAIKO_HOSTS.filter((key) => {
      const value = paste.values.get(key) ?? '';
      const host = urlHost(value);
      return host && LOCAL_HOSTS.has(host) && portOf(value) === '8080';
    }).map((key) =>
      atKey(
        paste,
        'pitfall-port-8080',
        key,
        `${key} points at Raiko on this machine, port 8080, which the L2 spammer (Spamoor) also uses. Run the provers on their own machines, or start the stack without the spammer (option 5).`,
        issueLink('port-clash-8080-8081'),
      ),
    );
  },
};

/** The L2 Blockscout backend's port when no free one is set: the Run L2 guide's choice, free in the port maps of both stacks. */
const FREE_BLOCKSCOUT_PORT = '4010';

export const blockscoutOnBeaconPort: EnvRule = {
  id: 'pitfall-blockscout-beacon-port',
  checks: 'The L2 Blockscout backend on the host port of a beacon node on this machine (Sedge publishes Lighthouse on 4000)',
  find: (paste) => {
    const blockscout = paste.values.get('BLOCKSCOUT_PORT');
    const beacon = paste.values.get('L1_BEACON_HTTP') ?? '';
    const host = urlHost(beacon);
    if (!blockscout || !host || !LOCAL_HOSTS.has(host) || portOf(beacon) !== blockscout) return [];
    return [
      atKey(
        paste,
        'pitfall-blockscout-beacon-port',
        'BLOCKSCOUT_PORT',
        `BLOCKSCOUT_PORT is ${blockscout}, the port of the beacon API in L1_BEACON_HTTP on this machine (${host}). The L2 Blockscout backend and the L1 beacon node both publish host port ${blockscout}, so whichever starts second fails. Set BLOCKSCOUT_PORT to a free port, for example ${blockscout === FREE_BLOCKSCOUT_PORT ? '4011' : FREE_BLOCKSCOUT_PORT}, and leave L1_BEACON_HTTP as it is.`,
        {to: '/docs/guides/surge-on-hoodi/run-l2#blockscout-port', label: 'Blockscout and the beacon node on one machine'},
      ),
    ];
  },
};

export const PITFALL_RULES: EnvRule[] = [
  blockscoutPort,
  relayerL1Url,
  allowEmptyBlocks,
  startingBatchId,
  p2pPort,
  raikoGenesisOfRemoteL1,
  proverWithoutRaiko,
  proversDisabled,
  noZkProver,
  raikoOnPort8080,
  blockscoutOnBeaconPort,
];
