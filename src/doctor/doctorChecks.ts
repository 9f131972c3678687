/**
 * Every check the node doctor runs, in the order it lists them: what makes a check
 * relevant to a `.env`, which check must pass first, the docs section that explains
 * and fixes it, and how it asks the node (read-only JSON-RPC and beacon-API calls).
 * The judgements are in judgeAnswers.ts; the ABI facts in src/data/contractReads.ts.
 */
import {encodeFunctionData, isAddress, zeroAddress, type Hex} from 'viem';
import {abiOfSignature, CONTRACT_READS, type ContractReadId} from '@site/src/data/contractReads';
import {FIXED_PORTS, hostPorts} from '@site/src/data/envKeys';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import type {Network} from '@site/src/data/envPresetTypes';
import {CHECKS} from '@site/src/env/checks';
import {describeText} from '@site/src/env/maskSecrets';
import type {DocsLink, Outcome} from './doctorTypes';
import {
  judgeBeaconSync,
  judgeBond,
  judgeChainId,
  judgeCode,
  judgeExecutionSync,
  judgeHead,
  judgePorts,
  judgeSgx,
  judgeTimelock,
  judgeTrusted,
  judgeWrapper,
  holderOf,
  type PortProbe,
  type PortService,
} from './judgeAnswers';
import {LOOPBACK, ReachProblem, type NodeClient} from './reachNode';
import {contractKeys, onThisMachine, type DoctorFlags, type DoctorSetup, type Endpoint} from './readSetup';

export type CheckContext = {
  setup: DoctorSetup;
  flags: DoctorFlags;
  client: NodeClient;
  headWindowMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Raiko's /guest_data, asked once per run. */
  guestData: () => Promise<unknown>;
};

export type DoctorCheck = {
  id: string;
  title: string;
  link: (network: Network) => DocsLink;
  /** Checks that must pass before this one runs (their endpoint answers as the preset's chain). */
  after: readonly string[];
  /** Why the setup does not need this check, or null when it does. */
  notRelevant: (setup: DoctorSetup, flags: DoctorFlags) => string | null;
  run: (context: CheckContext) => Promise<Outcome>;
};

const DEPLOY_L2 = '/docs/guides/running-surge/deploy-l2';
/** How often the L2 head check asks for the block number while it waits for the head to move. */
const HEAD_POLL_MS = 500;
const REGISTRATION: DocsLink = {to: CONTRACT_READS.sgxInstanceCount.docs, label: 'Register provers: registration on L1'};
const byNetwork = (devnet: DocsLink, hoodi: DocsLink) => (network: Network) => (network === 'hoodi' ? hoodi : devnet);
const always = (link: DocsLink) => () => link;

const value = (setup: DoctorSetup, key: string) => setup.values.get(key) ?? '';
const isOn = (setup: DoctorSetup, key: string) => value(setup, key) === 'true';
/** A contract address the `.env` sets: a 20-byte address other than zero. */
const contractAt = (setup: DoctorSetup, key: string): Hex | null => {
  const address = value(setup, key);
  return isAddress(address, {strict: false}) && address.toLowerCase() !== zeroAddress ? address : null;
};
const missingKeys = (setup: DoctorSetup, keys: string[]) => {
  const missing = keys.filter((key) => !contractAt(setup, key));
  return missing.length > 0 ? `${missing.join(' and ')} not set` : null;
};

/** A read from CONTRACT_READS as eth_call; a revert is a ReachProblem with the revert data. */
function readContract(context: CheckContext, read: ContractReadId, to: Hex, args: unknown[] = [], from?: string): Promise<unknown> {
  const data = encodeFunctionData({abi: [abiOfSignature(CONTRACT_READS[read].signature)], args});
  return context.client.rpc(context.setup.endpoints.l1Rpc!.url, 'eth_call', [{to, data, ...(from ? {from} : {})}, 'latest']);
}

const rpcOf = (setup: DoctorSetup, layer: 'L1' | 'L2'): Endpoint | undefined => (layer === 'L1' ? setup.endpoints.l1Rpc : setup.endpoints.l2Rpc);

function chainCheck(layer: 'L1' | 'L2'): DoctorCheck {
  return {
    id: `${layer.toLowerCase()}-rpc`,
    title: `${layer} RPC answers on the preset's chain`,
    link:
      layer === 'L1'
        ? byNetwork(
            {to: '/docs/guides/running-surge/deploy-l1#verify', label: 'Deploy L1: check that it works'},
            {to: '/docs/guides/surge-on-hoodi/run-l1#verify', label: 'Run L1 on Hoodi: check that it works'},
          )
        : byNetwork(
            {to: `${DEPLOY_L2}#verify`, label: 'Deploy L2: check that it works'},
            {to: '/docs/guides/surge-on-hoodi/run-l2#verify', label: 'Run L2 on Hoodi: check that it works'},
          ),
    after: [],
    notRelevant: (setup) =>
      rpcOf(setup, layer)
        ? null
        : `no ${layer} RPC in the .env or flags (${layer === 'L1' ? 'L1_ENDPOINT_HTTP, --l1-rpc' : 'L2_ENDPOINT_HTTP, L2_HTTP_PORT, --l2-rpc'})`,
    run: async ({setup, client}) =>
      judgeChainId(layer, await client.rpc(rpcOf(setup, layer)!.url, 'eth_chainId', []), setup.expectedChainIds[layer === 'L1' ? 'l1' : 'l2'], setup.network),
  };
}

function codeCheck(layer: 'L1' | 'L2'): DoctorCheck {
  return {
    id: `${layer.toLowerCase()}-contracts`,
    title: `${layer} contracts have code at the .env's addresses`,
    link: always({to: `${DEPLOY_L2}#env-contracts`, label: 'Deploy L2: contract addresses'}),
    after: [`${layer.toLowerCase()}-rpc`],
    notRelevant: (setup) => (contractKeys(layer).some((key) => contractAt(setup, key)) ? null : `the .env sets no ${layer} contract address`),
    run: async ({setup, client}) => {
      const keys = contractKeys(layer).filter((key) => contractAt(setup, key));
      const codes = await Promise.all(keys.map((key) => client.rpc(rpcOf(setup, layer)!.url, 'eth_getCode', [contractAt(setup, key), 'latest'])));
      const missing = keys.flatMap((key, index) => (codes[index] === '0x' || codes[index] === '' ? [{key, address: contractAt(setup, key)!}] : []));
      if (codes.some((code) => typeof code !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(code))) {
        return {status: 'fail', sentence: `The ${layer} RPC answered eth_getCode with something that is not bytecode.`};
      }
      return judgeCode(layer, keys, missing);
    },
  };
}

/** The address that proposes through the wrapper: the flag, else on the devnet PUBLIC_KEY (the only caller the deployment authorises). */
function proposerOf(setup: DoctorSetup, flags: DoctorFlags): string | null {
  if (flags.proposerAddress) return flags.proposerAddress;
  const admin = value(setup, 'PUBLIC_KEY');
  return setup.network === 'devnet' && isAddress(admin, {strict: false}) ? admin : null;
}

const NOT_AUTHORIZED = ERROR_CODES.find((error) => error.contract === 'SurgeProposerWrapper' && error.name === 'NotAuthorized')!.selector;

export const DOCTOR_CHECKS: readonly DoctorCheck[] = [
  chainCheck('L1'),
  chainCheck('L2'),
  {
    id: 'l1-synced',
    title: 'L1 execution client is synced',
    link: byNetwork(
      {to: '/docs/guides/running-surge/deploy-l1#verify', label: 'Deploy L1: check that it works'},
      {to: '/docs/guides/surge-on-hoodi/run-l1#verify', label: 'Run L1 on Hoodi: check that it works'},
    ),
    after: ['l1-rpc'],
    notRelevant: (setup) => (setup.endpoints.l1Rpc ? null : 'no L1 RPC'),
    run: async ({setup, client}) => judgeExecutionSync(await client.rpc(setup.endpoints.l1Rpc!.url, 'eth_syncing', [])),
  },
  {
    id: 'l1-beacon-synced',
    title: 'L1 beacon node is synced',
    link: byNetwork(
      {to: '/docs/guides/running-surge/deploy-l1#verify', label: 'Deploy L1: check that it works'},
      {to: '/docs/guides/surge-on-hoodi/run-l1#verify', label: 'Run L1 on Hoodi: check that it works'},
    ),
    after: [],
    notRelevant: (setup) => (setup.endpoints.l1Beacon ? null : 'no beacon API in the .env or flags (L1_BEACON_HTTP, --l1-beacon)'),
    run: async ({setup, client}) => judgeBeaconSync(await client.getJson(`${setup.endpoints.l1Beacon!.url}/eth/v1/node/syncing`)),
  },
  {
    id: 'l2-head',
    title: 'L2 head advances',
    link: byNetwork(
      {to: `${DEPLOY_L2}#verify`, label: 'Deploy L2: check that it works'},
      {to: '/docs/guides/surge-on-hoodi/run-l2#verify', label: 'Run L2 on Hoodi: check that it works'},
    ),
    after: ['l2-rpc'],
    notRelevant: (setup) => (setup.endpoints.l2Rpc ? null : 'no L2 RPC'),
    run: async ({setup, client, headWindowMs, sleep}) => {
      const url = setup.endpoints.l2Rpc!.url;
      const first = await client.rpc(url, 'eth_blockNumber', []);
      const started = Date.now();
      // Asked again every HEAD_POLL_MS until the head moves or the window ends: a healthy node answers in about a block time.
      for (;;) {
        const waited = Date.now() - started;
        await sleep(Math.min(HEAD_POLL_MS, Math.max(0, headWindowMs - waited)));
        const latest = await client.rpc(url, 'eth_blockNumber', []);
        const outcome = judgeHead(first, latest, Date.now() - started);
        if (outcome.status !== 'warn' || Date.now() - started >= headWindowMs) return outcome;
      }
    },
  },
  codeCheck('L1'),
  codeCheck('L2'),
  {
    id: 'proposer-wrapper',
    title: 'Proposer wrapper accepts the proposing address',
    link: always({to: CONTRACT_READS.wrapperDeposit.docs, label: 'Deploy L2: deposit the bond'}),
    after: ['l1-rpc'],
    notRelevant: (setup, flags) => {
      if (!isOn(setup, 'ENABLE_PROPOSER') && !isOn(setup, 'ENABLE_PROVER')) return 'neither ENABLE_PROPOSER nor ENABLE_PROVER is true';
      return (
        missingKeys(setup, ['SURGE_PROPOSER_WRAPPER']) ??
        (proposerOf(setup, flags) ? null : 'no proposing address: pass --proposer-address (the doctor never derives one from a key)')
      );
    },
    run: async (context) => {
      const caller = proposerOf(context.setup, context.flags)!;
      try {
        await readContract(context, 'wrapperDeposit', contractAt(context.setup, 'SURGE_PROPOSER_WRAPPER')!, [0n], caller);
        return judgeWrapper(null, NOT_AUTHORIZED, caller);
      } catch (error) {
        if (error instanceof ReachProblem && error.kind === 'rpc-error') return judgeWrapper(error.data ?? '0x', NOT_AUTHORIZED, caller);
        throw error;
      }
    },
  },
  {
    id: 'bond',
    title: 'Bond balance covers LIVENESS_BOND_BASE',
    link: always({to: `${DEPLOY_L2}#deposit-bond`, label: 'Deploy L2: deposit the bond'}),
    after: ['l1-rpc'],
    notRelevant: (setup, flags) => {
      if (!isOn(setup, 'ENABLE_PROPOSER')) return 'ENABLE_PROPOSER is not true';
      if (!/^\d+$/.test(value(setup, 'LIVENESS_BOND_BASE'))) return 'LIVENESS_BOND_BASE is not set (the Hoodi preset does not publish it)';
      return (
        missingKeys(setup, ['TAIKO_INBOX']) ??
        (contractAt(setup, 'SURGE_PROPOSER_WRAPPER') || proposerOf(setup, flags)
          ? null
          : 'no bond owner: set SURGE_PROPOSER_WRAPPER or pass --proposer-address')
      );
    },
    run: async (context) => {
      const owner = contractAt(context.setup, 'SURGE_PROPOSER_WRAPPER') ?? proposerOf(context.setup, context.flags)!;
      const answer = await readContract(context, 'bondBalance', contractAt(context.setup, 'TAIKO_INBOX')!, [owner]);
      const name = contractAt(context.setup, 'SURGE_PROPOSER_WRAPPER') ? `the proposer wrapper (${owner})` : owner;
      return judgeBond(answer, BigInt(value(context.setup, 'LIVENESS_BOND_BASE')), name);
    },
  },
  ...proverChecks(),
  {
    id: 'timelock-delay',
    title: "Timelock's minimum delay",
    link: always({to: CONTRACT_READS.timelockDelay.docs, label: 'Deploy Safe infrastructure: check the timelock delay'}),
    after: ['l1-rpc'],
    notRelevant: (setup) => {
      const timelock = contractAt(setup, 'SURGE_TIMELOCK_CONTROLLER');
      if (!timelock) return 'SURGE_TIMELOCK_CONTROLLER is not set';
      return isOn(setup, 'USE_TIMELOCKED_OWNER') || value(setup, 'L1_OWNER').toLowerCase() === timelock.toLowerCase()
        ? null
        : 'the contracts are not owned by the timelock';
    },
    run: async (context) => {
      const period = value(context.setup, 'TIMELOCK_PERIOD');
      return judgeTimelock(
        await readContract(context, 'timelockDelay', contractAt(context.setup, 'SURGE_TIMELOCK_CONTROLLER')!),
        /^\d+$/.test(period) ? BigInt(period) : null,
      );
    },
  },
  {
    id: 'host-ports',
    title: 'Host ports are free or held by the stack',
    link: always({to: `${DEPLOY_L2}#port-map`, label: 'Deploy L2: port map'}),
    after: [],
    notRelevant: (setup) =>
      setup.endpoints.l2Rpc && onThisMachine(setup.endpoints.l2Rpc.url)
        ? null
        : 'the L2 node is not on this machine, and the doctor probes only the ports of the machine it runs on',
    run: async ({setup, client}) => {
      // The L1 devnet's ports are Kurtosis's: probed when the L1 RPC is Kurtosis's port on this machine.
      const l1Rpc = setup.endpoints.l1Rpc?.url;
      const devnetL1 = setup.network === 'devnet' && !!l1Rpc && onThisMachine(l1Rpc) && new URL(l1Rpc).port === String(KURTOSIS_L1_RPC_PORT);
      const probes = await Promise.all(
        hostPorts(setup.values, {devnetL1}).map(async ({port, keys, services}): Promise<PortProbe> => {
          const service = serviceOn(port, keys);
          const users = [...keys, ...services];
          if (!(await client.portInUse(port))) return {port, users, service, holder: null};
          // What answers there: a node's JSON-RPC or a beacon API (a failed call is only "not that").
          const url = `http://${LOOPBACK}:${port}`;
          const [chainId, version] = await Promise.all([
            client.rpc(url, 'eth_chainId', []).catch(() => null),
            client.getJson(`${url}/eth/v1/node/version`).catch(() => null),
          ]);
          return {port, users, service, holder: holderOf(chainId, version)};
        }),
      );
      return judgePorts(probes, setup.expectedChainIds);
    },
  },
];

const KURTOSIS_L1_RPC_PORT = FIXED_PORTS.find((fixed) => fixed.speaks === 'L1 JSON-RPC')!.port;

/** The service the stack runs on a host port, as far as its answer can show it. */
function serviceOn(port: number, keys: string[]): PortService {
  if (keys.includes('L2_HTTP_PORT')) return {kind: 'execution', layer: 'L2'};
  const speaks = FIXED_PORTS.find((fixed) => fixed.port === port)?.speaks;
  if (speaks === 'L1 JSON-RPC') return {kind: 'execution', layer: 'L1'};
  if (speaks === 'beacon API') return {kind: 'beacon'};
  return {kind: 'other'};
}

/** A program key or image ID: the `.env`'s, else the one Raiko's /guest_data reports. */
async function programOf(context: CheckContext, key: string, family: 'sp1' | 'risc0'): Promise<Hex | null> {
  const configured = value(context.setup, key);
  if (/^0x[0-9a-f]{64}$/i.test(configured)) return configured as Hex;
  const reported = ((await context.guestData()) as Record<string, {block_program_hash?: unknown} | undefined> | null)?.[family]?.block_program_hash;
  return typeof reported === 'string' && /^(0x)?[0-9a-f]{64}$/i.test(reported) ? (`0x${reported.replace(/^0x/, '')}` as Hex) : null;
}

function zkCheck(
  id: string,
  prover: 'SP1' | 'RISC Zero',
  read: 'sp1ProgramTrusted' | 'risc0ImageTrusted',
  envKey: string,
  family: 'sp1' | 'risc0',
): DoctorCheck {
  const what = family === 'sp1' ? 'block-proving program' : 'block-proving image';
  const verifierKey = CONTRACT_READS[read].envKeys[0];
  return {
    id,
    title: `${prover} ${what} is registered`,
    link: always(REGISTRATION),
    after: ['l1-rpc'],
    notRelevant: (setup) => (value(setup, 'RAIKO_HOST_ZKVM') ? missingKeys(setup, [verifierKey]) : 'RAIKO_HOST_ZKVM is empty: no ZK prover'),
    run: async (context) => {
      const program = await programOf(context, envKey, family);
      if (!program) return {status: 'warn', sentence: `Neither ${envKey} nor Raiko's /guest_data gives the ${what}, so its registration cannot be checked.`};
      return judgeTrusted(prover, what, await readContract(context, read, contractAt(context.setup, verifierKey)!, [program]));
    },
  };
}

function proverChecks(): DoctorCheck[] {
  return [
    {
      id: 'sgx-registered',
      title: 'SGX provers are registered',
      link: always(REGISTRATION),
      after: ['l1-rpc'],
      notRelevant: (setup) =>
        value(setup, 'SGX_RAIKO_HOST') ? missingKeys(setup, ['SGX_RETH_VERIFIER', 'SGX_GETH_VERIFIER']) : 'SGX_RAIKO_HOST is empty: no SGX prover',
      run: async (context) => {
        const [reth, geth] = await Promise.all(
          CONTRACT_READS.sgxInstanceCount.envKeys.map((key) => readContract(context, 'sgxInstanceCount', contractAt(context.setup, key)!)),
        );
        return judgeSgx(reth, geth);
      },
    },
    zkCheck('sp1-registered', 'SP1', 'sp1ProgramTrusted', 'SP1_BLOCK_PROVING_PROGRAM_VKEY', 'sp1'),
    zkCheck('risc0-registered', 'RISC Zero', 'risc0ImageTrusted', 'RISC0_BLOCK_PROVING_IMAGE_ID', 'risc0'),
  ];
}

/** The `.env` checker as the first check: its errors fail the run, its warnings warn. */
export const ENV_CHECK = {
  id: 'env-file',
  title: '.env passes the .env checker',
  link: always({to: '/docs/guides/running-surge/env-checker#what-it-checks', label: '.env checker: what it looks for'}),
} as const;

export function envOutcome(setup: DoctorSetup, hide: (text: string) => string): Outcome {
  const {counts, findings, entries} = setup.envReport;
  const details = findings
    .filter((finding) => finding.severity !== 'info')
    .slice(0, 12)
    .map(
      (finding) => `[${finding.severity}] ${CHECKS[finding.check].title}${finding.key ? ` (${finding.key})` : ''}: ${hide(describeText(finding.message, 400))}`,
    );
  const summary = `${counts.error} error(s), ${counts.warning} warning(s) and ${counts.info} note(s) in ${entries.length} keys against the ${setup.network} preset`;
  if (counts.error > 0) return {status: 'fail', sentence: `The .env checker found ${summary}.`, details};
  if (counts.warning > 0) return {status: 'warn', sentence: `The .env checker found ${summary}.`, details};
  return {status: 'pass', sentence: `The .env checker found ${summary}.`};
}
