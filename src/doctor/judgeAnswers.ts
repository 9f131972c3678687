/**
 * The node doctor's judgements: a node's answer and what the docs expect, in, an
 * outcome with its sentence, out. Pure, so each is tested with small inputs
 * (judgeAnswers.test.ts); the checks in doctorChecks.ts do the asking.
 */
import {formatEther} from 'viem';
import {chainIdHex} from '@site/src/data/siteFacts';
import type {Outcome} from './doctorTypes';

const NETWORK_NAMES = {devnet: 'devnet', hoodi: 'Hoodi', staging: 'staging'} as const;

/** A JSON-RPC quantity (`0x…` hex) as a bigint, or null when the answer is not one. */
export function quantity(answer: unknown): bigint | null {
  return typeof answer === 'string' && /^0x[0-9a-f]{1,64}$/i.test(answer) ? BigInt(answer) : null;
}

/** A 32-byte ABI word answer (`0x` + 64 hex digits) as a bigint, or null. */
export function word(answer: unknown): bigint | null {
  return typeof answer === 'string' && /^0x[0-9a-f]{64}$/i.test(answer) ? BigInt(answer) : null;
}

export function judgeChainId(layer: 'L1' | 'L2', answer: unknown, expected: number, network: keyof typeof NETWORK_NAMES): Outcome {
  const id = quantity(answer);
  const want = `${expected} (${chainIdHex(expected)})`;
  if (id === null) return {status: 'fail', sentence: `The ${layer} RPC answered eth_chainId with something that is not a chain id; expected ${want}.`};
  if (id !== BigInt(expected)) {
    return {
      status: 'fail',
      sentence: `The ${layer} RPC is on chain ${id} (0x${id.toString(16)}), but the ${NETWORK_NAMES[network]} preset's ${layer} is ${want}: the .env points at another network.`,
    };
  }
  return {status: 'pass', sentence: `The ${layer} RPC answers with chain id ${want}, the ${NETWORK_NAMES[network]} preset's.`};
}

export function judgeExecutionSync(answer: unknown): Outcome {
  if (answer === false) return {status: 'pass', sentence: 'The L1 execution client is synced (eth_syncing is false).'};
  if (typeof answer === 'object' && answer !== null) {
    const {currentBlock, highestBlock} = answer as {currentBlock?: unknown; highestBlock?: unknown};
    const current = quantity(currentBlock);
    const highest = quantity(highestBlock);
    const where = current !== null && highest !== null ? ` at block ${current} of ${highest}` : '';
    return {status: 'warn', sentence: `The L1 execution client is still syncing${where}; the L2 node follows L1 only once it has caught up.`};
  }
  return {status: 'fail', sentence: 'The L1 execution client answered eth_syncing with neither false nor a sync status.'};
}

export function judgeBeaconSync(answer: unknown): Outcome {
  const data = (answer as {data?: {is_syncing?: unknown; sync_distance?: unknown; el_offline?: unknown}} | null)?.data;
  if (data?.el_offline === true) return {status: 'warn', sentence: 'The L1 beacon node reports its execution client offline (el_offline is true).'};
  if (data?.is_syncing === false) return {status: 'pass', sentence: 'The L1 beacon node is synced (is_syncing is false).'};
  if (data?.is_syncing === true) {
    const distance = typeof data.sync_distance === 'string' ? ` ${data.sync_distance} slots behind` : '';
    return {status: 'warn', sentence: `The L1 beacon node is still syncing,${distance || ' behind the chain'}; the driver reads blobs from it.`};
  }
  return {status: 'fail', sentence: 'The L1 beacon node answered /eth/v1/node/syncing without data.is_syncing: it is not a beacon API.'};
}

export function judgeHead(first: unknown, second: unknown, windowMs: number): Outcome {
  const before = quantity(first);
  const after = quantity(second);
  if (before === null || after === null) return {status: 'fail', sentence: 'The L2 RPC answered eth_blockNumber with something that is not a block number.'};
  const seconds = `${Math.round(windowMs / 100) / 10} s`;
  if (after > before) return {status: 'pass', sentence: `The L2 head advanced from block ${before} to ${after} in ${seconds}.`};
  return {
    status: 'warn',
    sentence: `The L2 head stayed at block ${after} for ${seconds}: blocks come with transactions, so check that the proposer posts batches (or watch longer with --head-window).`,
  };
}

/** `missing`: the contract keys whose address holds no code. */
export function judgeCode(layer: 'L1' | 'L2', checked: string[], missing: {key: string; address: string}[]): Outcome {
  if (checked.length === 0) return {status: 'warn', sentence: `The .env sets no ${layer} contract address to check.`};
  if (missing.length === 0) return {status: 'pass', sentence: `All ${checked.length} ${layer} contract addresses of the .env hold code.`};
  const list = missing.map(({key, address}) => `${key} (${address})`).join(', ');
  return {
    status: 'fail',
    sentence: `${missing.length} of ${checked.length} ${layer} contract addresses hold no code: ${list}; the .env names another deployment or chain than the RPC serves.`,
  };
}

export function judgeBond(answer: unknown, base: bigint, owner: string): Outcome {
  const balance = word(answer);
  if (balance === null) return {status: 'fail', sentence: 'The inbox answered bondBalanceOf with something that is not a uint256.'};
  const shown = (wei: bigint) => `${formatEther(wei)} ETH`;
  if (balance >= base) {
    return {
      status: 'pass',
      sentence: `The bond balance of ${owner} is ${shown(balance)}, which covers LIVENESS_BOND_BASE (${shown(base)}) for ${balance / (base || 1n)} batches.`,
    };
  }
  return {
    status: 'fail',
    sentence: `The bond balance of ${owner} is ${shown(balance)}, below LIVENESS_BOND_BASE (${shown(base)}): proposals revert with InsufficientBond() until you deposit.`,
  };
}

/** The simulated deposit through the wrapper: `revertData` is null when the call went through. */
export function judgeWrapper(revertData: string | null, notAuthorizedSelector: string, caller: string): Outcome {
  if (revertData !== null && revertData.toLowerCase().startsWith(notAuthorizedSelector)) {
    return {
      status: 'fail',
      sentence: `SurgeProposerWrapper does not accept ${caller}: its calls revert with NotAuthorized(); the wrapper's admin must authorise it (authorizeCaller).`,
    };
  }
  return {status: 'pass', sentence: `SurgeProposerWrapper accepts ${caller} (a simulated deposit passed its caller check).`};
}

export function judgeSgx(rethAnswer: unknown, gethAnswer: unknown): Outcome {
  const reth = word(rethAnswer);
  const geth = word(gethAnswer);
  if (reth === null || geth === null) return {status: 'fail', sentence: 'An SGX verifier answered nextInstanceId with something that is not a uint256.'};
  const counts = `SGX Raiko (SGX_RETH_VERIFIER) has ${reth} registered instance(s), SGX Gaiko (SGX_GETH_VERIFIER) ${geth}`;
  if (reth > 0n && geth > 0n) return {status: 'pass', sentence: `${counts}.`};
  if (reth > 0n || geth > 0n) return {status: 'warn', sentence: `${counts}: register the other one too if you run it.`};
  return {status: 'fail', sentence: `${counts}: no SGX prover is registered, so SGX proofs revert; run the registration.`};
}

export function judgeTrusted(prover: 'SP1' | 'RISC Zero', what: string, answer: unknown): Outcome {
  const value = word(answer);
  if (value === null || value > 1n) return {status: 'fail', sentence: `The ${prover} verifier answered with something that is not a bool.`};
  if (value === 1n) return {status: 'pass', sentence: `The ${prover} verifier trusts the ${what} your Raiko runs.`};
  return {status: 'fail', sentence: `The ${prover} verifier does not trust the ${what} your Raiko runs: its proofs revert until you register it.`};
}

export function judgeTimelock(answer: unknown, expected: bigint | null): Outcome {
  const delay = word(answer);
  if (delay === null) return {status: 'fail', sentence: 'The timelock answered getMinDelay with something that is not a uint256.'};
  if (expected === null) return {status: 'pass', sentence: `The timelock's minimum delay is ${delay} s.`};
  if (delay === expected) return {status: 'pass', sentence: `The timelock's minimum delay is ${delay} s, as TIMELOCK_PERIOD asks.`};
  return {
    status: 'warn',
    sentence: `The timelock's minimum delay is ${delay} s, not the ${expected} s of TIMELOCK_PERIOD: the exit window is the delay the contract enforces.`,
  };
}

/** What answers on a port in use: a node's JSON-RPC (with its chain id), a beacon API, or neither. */
export type PortHolder = {kind: 'execution'; chainId: bigint} | {kind: 'beacon'; version: string} | {kind: 'unnamed'};

/** What a service of the stack answers on its port, where the doctor can tell. */
export type PortService = {kind: 'execution'; layer: 'L1' | 'L2'} | {kind: 'beacon'} | {kind: 'other'};

/** A host port the setup publishes, as probed: whether it is in use and what answers there. */
export type PortProbe = {port: number; users: string[]; service: PortService; holder: PortHolder | null};

/** Who answered a node's eth_chainId or beacon version call on a port. */
export function holderOf(chainIdAnswer: unknown, versionAnswer: unknown): PortHolder {
  const chainId = quantity(chainIdAnswer);
  if (chainId !== null) return {kind: 'execution', chainId};
  const version = (versionAnswer as {data?: {version?: unknown}} | null)?.data?.version;
  // A name from another program, shown in a terminal: printable ASCII, cut short.
  if (typeof version === 'string') return {kind: 'beacon', version: version.replace(/[^\x20-\x7e]/g, '').slice(0, 60) || 'no version'};
  return {kind: 'unnamed'};
}

function describeHolder(holder: PortHolder, chainIds: {l1: number; l2: number}): string {
  if (holder.kind === 'beacon') return `a beacon node (${holder.version})`;
  if (holder.kind === 'unnamed') return 'a process that answers neither JSON-RPC nor the beacon API';
  if (holder.chainId === BigInt(chainIds.l2)) return `the L2 node (chain ${holder.chainId})`;
  if (holder.chainId === BigInt(chainIds.l1)) return `the L1 node (chain ${holder.chainId})`;
  return `a node of chain ${holder.chainId}`;
}

/** Whether what holds a port is the service the stack runs there. */
function isExpected(probe: PortProbe, chainIds: {l1: number; l2: number}): boolean | 'cannot tell' {
  const {service, holder} = probe;
  if (!holder) return true;
  if (service.kind === 'execution') return holder.kind === 'execution' && holder.chainId === BigInt(service.layer === 'L1' ? chainIds.l1 : chainIds.l2);
  if (service.kind === 'beacon') return holder.kind === 'beacon';
  return holder.kind === 'unnamed' ? 'cannot tell' : false;
}

const portName = (probe: PortProbe) => `Port ${probe.port} (${probe.users.join(', ')})`;
/** How to free a port: move the key that sets it, or stop what holds a port the stack has no setting for. */
const moveOrFree = (probe: PortProbe) => {
  const key = probe.users.find((user) => /^[A-Z0-9_]+$/.test(user));
  return key ? `stop it or give ${key} a free port` : 'stop it: the stack has no setting for this port';
};

/**
 * The host ports the setup publishes: each free, or held by the service the stack runs there.
 * A port whose holder answers as another node is a clash. A holder that answers neither protocol
 * is the stack's own while the L2 node answers on its port, and a warning otherwise.
 */
export function judgePorts(probes: PortProbe[], chainIds: {l1: number; l2: number}): Outcome {
  const inUse = probes.filter((probe) => probe.holder);
  const stackRuns = inUse.some((probe) => probe.service.kind === 'execution' && probe.service.layer === 'L2' && isExpected(probe, chainIds) === true);
  const clashes = inUse.filter((probe) => isExpected(probe, chainIds) === false);
  if (clashes.length > 0) {
    return {
      status: 'fail',
      sentence: `${clashes.length === 1 ? 'One host port' : `${clashes.length} host ports`} the stack publishes ${clashes.length === 1 ? 'is' : 'are'} held by another service, so the stack cannot publish ${clashes.length === 1 ? 'it' : 'them'}.`,
      details: clashes.map((probe) => `${portName(probe)} answers as ${describeHolder(probe.holder!, chainIds)}: ${moveOrFree(probe)}.`),
    };
  }
  const unnamed = inUse.filter((probe) => isExpected(probe, chainIds) === 'cannot tell');
  if (unnamed.length > 0 && !stackRuns) {
    return {
      status: 'warn',
      sentence: `${unnamed.length === 1 ? 'One host port' : `${unnamed.length} host ports`} the stack publishes ${unnamed.length === 1 ? 'is' : 'are'} in use while the L2 node does not answer on its port: if ${unnamed.length === 1 ? 'it is' : 'they are'} not held by this stack's containers, the stack cannot publish ${unnamed.length === 1 ? 'it' : 'them'}.`,
      details: unnamed.map(
        (probe) => `${portName(probe)} is in use (sudo ss -ltnp 'sport = :${probe.port}' names the process): if it is not this stack's, ${moveOrFree(probe)}.`,
      ),
    };
  }
  const free = probes.length - inUse.length;
  return {
    status: 'pass',
    sentence:
      inUse.length === 0
        ? `All ${probes.length} host ports the stack publishes are free.`
        : `None of the ${probes.length} host ports the stack publishes is held by another service (${inUse.length} in use${stackRuns ? ' while the stack runs' : ''}, ${free} free).`,
  };
}
