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
