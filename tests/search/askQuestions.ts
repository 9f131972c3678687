/**
 * Operator questions for the Ask-AI mode and the section a correct
 * answer must cite: `page#anchor` for one section, or a page when any of its
 * sections will do. Written from the docs as a reader would ask, not from the
 * answering code. Paths are site paths without the base URL.
 */
export const ASK_QUESTIONS: [question: string, mustCite: string][] = [
  ['What is a based rollup?', '/docs/about/based-rollups#what-is-a-based-rollup'],
  ['Why does Surge run the Nethermind client instead of taiko-geth?', '/docs/about/nethermind#why'],
  ['What does the verification streak protect users against?', '/docs/about/stage-2#verification-streak'],
  ['Can the owner multisig replace a proof verifier without waiting for the timelock?', '/docs/about/stage-2#verifier-upgrade'],
  ['Which proof types do the Surge contracts accept?', '/docs/guides/running-surge/provers#proof-types'],
  ['When does a batch become final if only ZK proofs were submitted?', '/docs/guides/running-surge/provers#finality-rules'],
  ['How much is the liveness bond per batch and who pays it?', '/docs/guides/running-surge/provers#bonds'],
  ['What is the RPC URL of the Surge L2 on the Hoodi testnet?', '/docs/guides/surge-on-hoodi#public-endpoints'],
  ['Which EVM version should I compile my contracts for on Surge?', '/docs/guides/deploy-on-surge#evm-level'],
  ['How do I bridge ETH from Hoodi to Surge?', '/docs/guides/deploy-on-surge#bridge-eth'],
  ['How do I verify my contract source on the Surge explorer?', '/docs/guides/deploy-on-surge#verify-source'],
  ['Which ports does the Kurtosis L1 devnet publish on the host?', '/docs/guides/running-surge/deploy-l1#endpoints'],
  ['How do I remove the L1 devnet when I am done?', '/docs/guides/running-surge/deploy-l1#remove-l1'],
  ['What should I answer to the prompts of surge-protocol-deployer.sh for a first local devnet?', '/docs/guides/running-surge/deploy-l2#run-deployment-script'],
  ['How do I start the L2 stack after the protocol contracts are deployed?', '/docs/guides/running-surge/deploy-l2#start-stack'],
  ['How do I run the Safe infrastructure against my devnet?', '/docs/guides/running-surge/deploy-safe-infra'],
  ['How do I register my SGX prover with the protocol contracts?', '/docs/guides/running-surge/provers/register-provers'],
  ['How can I check that my machine supports SGX?', '/docs/guides/running-surge/provers/sgx-prover#check-sgx'],
  ['What is PCCS and why does the SGX prover need it?', '/docs/guides/running-surge/provers/sgx-prover#setup-pccs'],
  ['How do I install the NVIDIA container toolkit for the ZK prover?', '/docs/guides/running-surge/provers/sp1-and-risc0-provers#container-toolkit'],
  ['How do I install CUDA on the GPU machine for SP1 and RISC Zero?', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  ['How do I run a Hoodi L1 node with Sedge?', '/docs/guides/surge-on-hoodi/run-l1'],
  ['Where do I put the L1 endpoint URLs when I configure my Hoodi L2 node?', '/docs/guides/surge-on-hoodi/run-l2#configure-environment'],
  ['Should I turn on P2P sync for my Surge node and what does it change?', '/docs/guides/surge-on-hoodi/run-l2#p2p-sync'],
  ['Why are my L2 batches never finalised on L1?', '/docs/troubleshooting/common-devnet-issues#no-batches-finalised'],
  ['The proposer container stops right after it starts. What is wrong?', '/docs/troubleshooting/common-devnet-issues#proposer-required-variable-empty'],
  ['The L2 explorer does not open on localhost:3000', '/docs/troubleshooting/common-devnet-issues#blockscout-port-3001'],
  ['My node behind a NAT has no peers with P2P sync on', '/docs/troubleshooting/common-devnet-issues#no-peers-behind-nat'],
  ['Raiko and Spamoor both want port 8080, what do I do?', '/docs/troubleshooting/common-devnet-issues#port-clash-8080-8081'],
  ['An L1 to L2 bridge transfer is only processed when another L2 block appears', '/docs/troubleshooting/common-devnet-issues#l1-to-l2-waits-for-l2-block'],
  ['How do I find which custom error a reverted transaction hit?', '/docs/troubleshooting#contract-revert-errors'],
  ['Which container log should I read when the driver misbehaves?', '/docs/troubleshooting#read-logs'],
  // Longer than the 64 characters of a keyword query, as questions typed into Ask AI often are.
  [
    'Why are my L2 batches never finalised on L1 even though the proposer keeps proposing new blocks every few seconds?',
    '/docs/troubleshooting/common-devnet-issues#no-batches-finalised',
  ],
  [
    'My Surge node on Hoodi runs behind a home router and finds no peers. Which port do I have to forward for P2P sync?',
    '/docs/guides/surge-on-hoodi/run-l2#p2p-port',
  ],
  [
    'I deployed the contracts without provers. How do I register my SGX and ZK provers later without deploying everything again?',
    '/docs/guides/running-surge/provers/register-provers',
  ],
];
