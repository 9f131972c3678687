/**
 * SEALED held-out relevance set: written from the docs (docs/**) alone, before
 * any ranking change, and never used to tune the engine (tune against
 * relevanceQueries.ts). Do not edit a query to make it pass: it measures how
 * search does on what operators type that nobody tuned for (bench/relevance.ts).
 * Paths are site paths without the base URL; the anchor, when given, is the
 * section that should be the hit.
 */
export type RelevanceKind = 'identifier' | 'command' | 'partial' | 'typo' | 'concept';

export type RelevanceCase = {query: string; kind: RelevanceKind; page: string; anchor?: string};

export const SEALED_QUERIES: RelevanceCase[] = [
  // Identifiers: environment keys, functions and fields found in code blocks.
  {query: 'getVerificationStreakStartedAt', kind: 'identifier', page: '/docs/about/stage-2', anchor: 'check-on-chain'},
  {query: 'mcpServers', kind: 'identifier', page: '/docs/guides/ai-agents', anchor: 'cursor'},
  {query: 'LD_LIBRARY_PATH', kind: 'identifier', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers', anchor: 'install-cuda-with-the-runfile'},
  {query: 'L2_DATA_DIR', kind: 'identifier', page: '/docs/guides/surge-on-hoodi/run-l2', anchor: 'sync-and-disk'},
  {query: 'eth_getCode', kind: 'identifier', page: '/docs/guides/running-surge/deploy-safe-infra', anchor: 'check-safe-contracts'},
  {query: 'peer_count', kind: 'identifier', page: '/docs/guides/surge-on-hoodi/run-l1', anchor: 'verify'},
  {query: 'SURGE_RPC', kind: 'identifier', page: '/docs/guides/deploy-on-surge'},
  {query: 'depositBond', kind: 'identifier', page: '/docs/guides/running-surge/deploy-l2', anchor: 'deposit-bond'},
  // Command words.
  {query: 'openssl genrsa', kind: 'command', page: '/docs/guides/running-surge/provers/sgx-prover', anchor: 'create-the-key-and-certificate'},
  {query: 'usermod docker', kind: 'command', page: '/docs/troubleshooting/common-devnet-issues', anchor: 'l1-deployment-fails'},
  {query: 'rustup', kind: 'command', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers', anchor: 'install-build-dependencies'},
  {query: 'forge verify-contract', kind: 'command', page: '/docs/guides/deploy-on-surge', anchor: 'verify-source'},
  {query: 'nvidia-ctk runtime configure', kind: 'command', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers', anchor: 'container-toolkit'},
  {query: 'sha512sum', kind: 'command', page: '/docs/guides/running-surge/provers/sgx-prover', anchor: 'write-the-pccs-config'},
  {query: 'sedge generate', kind: 'command', page: '/docs/guides/surge-on-hoodi/run-l1', anchor: 'generate'},
  {query: 'kurtosis clean', kind: 'command', page: '/docs/guides/running-surge/deploy-l1', anchor: 'remove-l1'},
  // Partial words (3 letters or more), anywhere in the query.
  {query: 'walletconn', kind: 'partial', page: '/docs/guides/running-surge/deploy-safe-infra', anchor: 'walletconnect'},
  {query: 'gigag', kind: 'partial', page: '/docs/about/gigagas'},
  {query: 'preconf', kind: 'partial', page: '/docs/about/based-rollups'},
  {query: 'regis sgx prov', kind: 'partial', page: '/docs/guides/running-surge/provers/register-provers', anchor: 'register-sgx'},
  {query: 'timelo owner', kind: 'partial', page: '/docs/guides/running-surge/deploy-l2', anchor: 'prompt-timelocked-owner'},
  {query: 'nvid contain toolk', kind: 'partial', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers', anchor: 'container-toolkit'},
  {query: 'exit wind', kind: 'partial', page: '/docs/about/stage-2', anchor: 'exit-window'},
  {query: 'gener chain spec', kind: 'partial', page: '/docs/guides/running-surge/provers', anchor: 'generate-chain-spec'},
  // Typos: one letter wrong in a word of 5 letters or more.
  {query: 'kurtosus', kind: 'typo', page: '/docs/guides/running-surge/deploy-l1'},
  {query: 'gigagaz', kind: 'typo', page: '/docs/about/gigagas'},
  {query: 'walletcannect', kind: 'typo', page: '/docs/guides/running-surge/deploy-safe-infra', anchor: 'walletconnect'},
  {query: 'nethermimd client', kind: 'typo', page: '/docs/about/nethermind'},
  {query: 'sadge', kind: 'typo', page: '/docs/guides/surge-on-hoodi/run-l1'},
  {query: 'bootnade', kind: 'typo', page: '/docs/guides/surge-on-hoodi', anchor: 'bootnode'},
  {query: 'cooldawn window', kind: 'typo', page: '/docs/about/architecture', anchor: 'cooldown-window'},
  // Concepts: the page that explains them.
  {query: 'forced inclusion', kind: 'concept', page: '/docs/about/architecture', anchor: 'liveness-safety-valves'},
  {query: 'security council', kind: 'concept', page: '/docs/about/stage-2', anchor: 'no-security-council'},
  {query: 'verifier swap', kind: 'concept', page: '/docs/about/stage-2', anchor: 'verifier-upgrade'},
  {query: 'conflicting proofs', kind: 'concept', page: '/docs/guides/running-surge/provers', anchor: 'conflicting-proofs'},
  {query: 'central sequencer', kind: 'concept', page: '/docs/about/based-rollups', anchor: 'conventional-rollups'},
  {query: 'throughput', kind: 'concept', page: '/docs/about/gigagas', anchor: 'why-it-matters'},
  {query: 'multi-proof rule', kind: 'concept', page: '/docs/intro', anchor: 'the-multi-proof-rule'},
];
