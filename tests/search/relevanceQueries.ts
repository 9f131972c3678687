/**
 * Realistic operator queries and the page that must appear in the top 3
 * (issue: search relevance). Paths are site paths without the base URL.
 */
import type {RelevanceCase} from './relevanceSealed';

export const RELEVANCE_QUERIES: [query: string, expectedPage: string][] = [
  ['register prover', '/docs/guides/running-surge/provers/register-provers'],
  ['sgx', '/docs/guides/running-surge/provers/sgx-prover'],
  ['hoodi rpc', '/docs/guides/surge-on-hoodi'],
  ['bond', '/docs/guides/running-surge/provers'],
  ['genesis hash', '/docs/guides/surge-on-hoodi'],
  ['kurtosis', '/docs/guides/running-surge/deploy-l1'],
  ['deploy l1 devnet', '/docs/guides/running-surge/deploy-l1'],
  ['simple-surge-node', '/docs/guides/running-surge/deploy-l2'],
  ['env reference', '/docs/guides/running-surge/deploy-l2'],
  ['port map', '/docs/guides/running-surge/deploy-l2'],
  ['blockscout port', '/docs/troubleshooting/common-devnet-issues'],
  ['safe infrastructure', '/docs/guides/running-surge/deploy-safe-infra'],
  ['sedge', '/docs/guides/surge-on-hoodi/run-l1'],
  ['p2p sync', '/docs/guides/surge-on-hoodi/run-l2'],
  ['risc zero bento', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  ['sp1 gpu', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  ['nvidia container toolkit', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  ['pccs', '/docs/guides/running-surge/provers/sgx-prover'],
  ['based rollup', '/docs/about/based-rollups'],
  ['stage 2 exit window', '/docs/about/stage-2'],
  ['gigagas', '/docs/about/gigagas'],
  ['nethermind client version', '/docs/about/nethermind'],
  ['finality cooldown', '/docs/guides/running-surge/provers'],
  ['proof types', '/docs/guides/running-surge/provers'],
  ['chain id 763375', '/docs/guides/surge-on-hoodi'],
  ['deploy contract foundry', '/docs/guides/deploy-on-surge'],
  ['add surge to wallet', '/docs/guides/deploy-on-surge'],
  ['relayer l1 url', '/docs/troubleshooting/common-devnet-issues'],
  ['raiko-zk container', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  ['groth16 verifier address', '/docs/troubleshooting/common-devnet-issues'],
  ['remove devnet', '/docs/guides/running-surge/deploy-l2'],
  ['architecture diagram', '/docs/about/architecture'],
  ['InsufficientBond', '/docs/troubleshooting/error-codes'],
  ['revert data selector', '/docs/troubleshooting/error-codes'],
  ['verification streak', '/docs/about/stage-2'],
  ['timelock delay', '/docs/about/stage-2'],
  ['mcp server claude code', '/docs/guides/ai-agents'],
];

/**
 * Tuning set, by kind of query (bench/relevance.ts, tests/build/searchRelevance.test.ts): the
 * ranking is tuned against these, never against the sealed set (relevanceSealed.ts).
 */
export const TUNING_QUERIES: RelevanceCase[] = [
  {query: 'nextInstanceId', kind: 'identifier', page: '/docs/guides/running-surge/provers/register-provers'},
  {query: 'CONTRACT_ADDRESS', kind: 'identifier', page: '/docs/guides/deploy-on-surge'},
  {query: 'SERVER_IP', kind: 'identifier', page: '/docs/troubleshooting/common-devnet-issues', anchor: 'host-docker-internal-unreachable'},
  {query: 'local_installers', kind: 'identifier', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers'},
  {query: 'gpg dearmor', kind: 'command', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers', anchor: 'container-toolkit'},
  {query: 'sccache', kind: 'command', page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers'},
  {query: 'forge create', kind: 'command', page: '/docs/guides/deploy-on-surge', anchor: 'deploy-contract'},
  {query: 'git submodule update', kind: 'command', page: '/docs/guides/running-surge/deploy-l2'},
  {query: 'kurt', kind: 'partial', page: '/docs/guides/running-surge/deploy-l1'},
  {query: 'stag exit window', kind: 'partial', page: '/docs/about/stage-2'},
  {query: 'regist zk provers', kind: 'partial', page: '/docs/guides/running-surge/provers/register-provers', anchor: 'register-zk'},
  // The port map lists every port the stack publishes, Blockscout's with its key.
  {query: 'blocksc port', kind: 'partial', page: '/docs/guides/running-surge/deploy-l2', anchor: 'port-map'},
  {query: 'multis', kind: 'partial', page: '/docs/about/stage-2'},
  {query: 'blockscaut port', kind: 'typo', page: '/docs/guides/running-surge/deploy-l2', anchor: 'port-map'},
  {query: 'timelick delay', kind: 'typo', page: '/docs/about/stage-2'},
  {query: 'groth16 verifiar', kind: 'typo', page: '/docs/troubleshooting/common-devnet-issues'},
  {query: 'bridgr eth', kind: 'typo', page: '/docs/guides/deploy-on-surge', anchor: 'bridge-eth'},
  {query: 'finalaty rules', kind: 'typo', page: '/docs/guides/running-surge/provers'},
  {query: 'multisig', kind: 'concept', page: '/docs/about/stage-2'},
  {query: 'gaiko', kind: 'concept', page: '/docs/guides/running-surge/provers/sgx-prover'},
  {query: 'proposer wrapper', kind: 'concept', page: '/docs/about/architecture'},
  {query: 'dcap', kind: 'concept', page: '/docs/about/architecture'},
  {query: 'finality rule', kind: 'concept', page: '/docs/about/architecture'},
];
