/**
 * The contract reads the docs tell operators to run with `cast call`, one entry each: its
 * signature as the docs write it (`name(inputs)(outputs)`), the `.env` key of the contract and
 * the docs section whose command runs it. The node doctor (src/doctor) calls the same
 * signatures; contractReads.test.ts checks that each section exists and shows the signature.
 * Sources: facts/sources.md ("SGX registration and instance IDs", "Node doctor") and the shared
 * fact sheet (stack.md, guides.md: bond deposit).
 */
import type {AbiFunction, AbiParameter} from 'viem';

export type ContractRead = {
  /** As `cast call` takes it: `nextInstanceId()(uint256)`. */
  signature: string;
  /** The `.env` key that holds the contract's address. */
  envKeys: readonly string[];
  /** The docs section whose command makes this call: site path and anchor. */
  docs: string;
  /** What that section shows of the call when it is not the signature (it has no command for it). */
  shownAs?: string;
};

export const CONTRACT_READS = {
  sgxInstanceCount: {
    signature: 'nextInstanceId()(uint256)',
    envKeys: ['SGX_RETH_VERIFIER', 'SGX_GETH_VERIFIER'],
    docs: '/docs/guides/running-surge/provers/register-provers#check-registration',
  },
  sp1ProgramTrusted: {
    signature: 'isProgramTrusted(bytes32)(bool)',
    envKeys: ['SP1_RETH_VERIFIER'],
    docs: '/docs/guides/running-surge/provers/register-provers#check-registration',
  },
  risc0ImageTrusted: {
    signature: 'isImageTrusted(bytes32)(bool)',
    envKeys: ['RISC0_RETH_VERIFIER'],
    docs: '/docs/guides/running-surge/provers/register-provers#check-registration',
  },
  bondBalance: {
    signature: 'bondBalanceOf(address)(uint256)',
    envKeys: ['TAIKO_INBOX'],
    docs: '/docs/guides/running-surge/provers/register-provers#onchain-check',
  },
  timelockDelay: {
    signature: 'getMinDelay()(uint256)',
    envKeys: ['SURGE_TIMELOCK_CONTROLLER'],
    docs: '/docs/guides/running-surge/deploy-safe-infra#check-timelock',
  },
  /**
   * SurgeProposerWrapper keeps its allow-list private; every forwarding function reverts with
   * NotAuthorized() for a caller that is not on it. A simulated call (eth_call, nothing sent)
   * of the deposit with amount 0 shows whether the wrapper accepts an address.
   */
  wrapperDeposit: {
    signature: 'depositBond(uint256)()',
    envKeys: ['SURGE_PROPOSER_WRAPPER'],
    docs: '/docs/guides/running-surge/deploy-l2#deposit-bond',
    shownAs: 'calls `depositBond`',
  },
} as const satisfies Record<string, ContractRead>;

export type ContractReadId = keyof typeof CONTRACT_READS;

function parameters(list: string): AbiParameter[] {
  return list === '' ? [] : list.split(',').map((type, index) => ({type: type.trim(), name: `arg${index}`}));
}

/** A `cast`-style signature as a viem ABI item (flat types only: no tuples). */
export function abiOfSignature(signature: string): AbiFunction {
  const match = /^(\w+)\(([^()]*)\)\(([^()]*)\)$/.exec(signature);
  if (!match) throw new Error(`Not a name(inputs)(outputs) signature: ${signature}`);
  const [, name, inputs, outputs] = match;
  return {type: 'function', name: name!, stateMutability: 'view', inputs: parameters(inputs!), outputs: parameters(outputs!)};
}

/** The part of the signature the selector is the hash of: `nextInstanceId()`. */
export function callSignature(signature: string): string {
  return signature.replace(/\([^()]*\)$/, '');
}
