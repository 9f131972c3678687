/**
 * The second sealed Ask-AI evaluation set. Written on 2026-11-28 from the docs alone
 * (docs/ and the src/data tables they render), before the answerer's second round, without
 * reading the answering code or its bench output. Run it once, at the end of that round, to
 * measure the answerer on questions it was never tuned on.
 * Do not tune on it: do not change the answerer because of a case here, and do not
 * change a case because of the answerer.
 */
import type {AskCase} from './askEvaluation';

export const ASK_SEALED_2: readonly AskCase[] = [
  // How do I …
  {
    question: 'how do i check the kurtosis engine is actualy running before i deploy the l1?',
    fact: /kurtosis engine status/,
    page: '/docs/guides/running-surge/deploy-l1',
  }, // docs/guides/running-surge/deploy-l1.md, "1. Check Kurtosis"
  {
    question: 'how do i see how much bond the proposer wrapper has on hoodi',
    fact: /bondBalanceOf/,
    page: '/docs/guides/surge-on-hoodi/provers',
  }, // docs/guides/surge-on-hoodi/provers.md, "Bonds"
  {
    question: 'how to hook the surge docs mcp server into claude code?',
    fact: /claude mcp add/,
    page: '/docs/guides/ai-agents',
  }, // docs/guides/ai-agents.md, "Claude Code"
  {
    question: 'whats the sedge command to set up a hoodi full node for surge',
    fact: /sedge generate full-node/,
    page: '/docs/guides/surge-on-hoodi/run-l1',
  }, // docs/guides/surge-on-hoodi/run-l1.md, "2. Generate a Hoodi full-node setup"
  {
    question: 'how do i publish port 30413 from the nethermind container w/o editing docker-compose.yml',
    fact: /docker-compose\.override\.yml|override file/i,
    page: '/docs/guides/surge-on-hoodi/run-l2',
  }, // docs/guides/surge-on-hoodi/run-l2.md, "Open the P2P port"
  {
    question: 'how do i check what delay the timelock actually enforces on my devnet',
    fact: /getMinDelay/,
    // The Safe guide's step 8 is the devnet command; Stage 2 explains the check on purpose too.
    page: ['/docs/guides/running-surge/deploy-safe-infra', '/docs/about/stage-2'],
  }, // docs/guides/running-surge/deploy-safe-infra.md, "8. Check the timelock delay (optional)"; docs/about/stage-2.md, "Check the delay on-chain"
  {
    question: 'how do i find out my sgx instance ids after registeration?',
    fact: /nextInstanceId/,
    page: '/docs/guides/running-surge/provers/register-provers',
  }, // docs/guides/running-surge/provers/register-provers.md, "5. Copy the values into Raiko"
  {
    question: 'how do i verify my contract source on the surge explorer with foundry',
    fact: /forge verify-contract|--verifier blockscout/,
    page: '/docs/guides/deploy-on-surge',
  }, // docs/guides/deploy-on-surge.md, "5. Verify the source on the explorer"
  {
    question: 'how can i tell which nethermind image my l2 node is really running',
    fact: /docker inspect|web3_clientVersion/,
    page: '/docs/about/nethermind',
  }, // docs/about/nethermind.md, "Check the image on your node"
  {
    question: 'how do i share my .env in a bug report w/o leaking the keys',
    fact: /grep -v|PRIVATE_KEY/,
    page: '/docs/troubleshooting',
  }, // docs/troubleshooting/index.md, "Report an issue"
  {
    question: 'how do i make the UserTokenHash and AdminTokenHash for pccs',
    fact: /sha512sum/,
    page: '/docs/guides/running-surge/provers/sgx-prover',
  }, // docs/guides/running-surge/provers/sgx-prover.md, "3. Set up PCCS" (Write the PCCS config)
  {
    question: 'where do the sp1 plonk circuit files go, do i need to create a folder before starting raiko-zk?',
    fact: /\.sp1\/circuits\/plonk/,
    page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers',
  }, // docs/guides/running-surge/provers/sp1-and-risc0-provers.md, "3. Prepare the proving backend" (SP1 tab)
  {
    question: 'how do i get configs/chain_spec_list_default.json generated, its not there',
    fact: /surge-protocol-deployer|Running provers/,
    page: '/docs/guides/running-surge/provers',
  }, // docs/guides/running-surge/provers/index.md, "2. Generate the chain spec (devnet machine)"

  // Values.
  {
    question: 'how much eth does the prefunded account on the kurtosis l1 get?',
    fact: /10,?000/,
    page: '/docs/guides/running-surge/deploy-l1',
  }, // docs/guides/running-surge/deploy-l1.md, "What the devnet contains"
  {
    question: 'what mgas/s did nethermind actually hit in the gigagas benchmark',
    fact: /1,?007/,
    page: '/docs/about/gigagas',
  }, // docs/about/gigagas.md, "The benchmark"
  {
    question: 'whats maxUnverifiedBatches set to in the inbox config',
    fact: /324,?000/,
    page: '/docs/about/architecture',
  }, // docs/about/architecture.md, "Inbox configuration"
  {
    question: 'safe proxy factory address on the devnet l2?',
    fact: /0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67/i,
    page: '/docs/guides/running-surge/deploy-safe-infra',
  }, // docs/guides/running-surge/deploy-safe-infra.md, "1. Check the Safe contracts on the L2"
  {
    question: 'if TIMELOCK_PERIOD isnt set what does the deploy script fall back to',
    fact: /86,?400|1 day|one day/i,
    page: '/docs/about/stage-2',
  }, // docs/about/stage-2.md, "The numbers"
  {
    question: 'FORCED_INCLUSION_STORE address on hoodi pls',
    fact: /0x38331DD1B7e55292115477D66dED677AD26C9126/i,
    page: '/docs/guides/surge-on-hoodi',
  }, // docs/guides/surge-on-hoodi/index.md, "L1 contracts on Hoodi" (table from src/data/hoodiNetwork.json)
  {
    question: 'how many settings does a surge node read from the .env file',
    fact: /114|158/,
    page: '/docs/guides/running-surge/env-checker',
  }, // docs/guides/running-surge/env-checker.md, intro
  {
    question: 'what do u put in l1_contract of the raiko chain spec for hoodi?',
    fact: /0x624ec8F33DA83707f360D6d25136AA0741713BC4|TAIKO_INBOX/i,
    page: '/docs/guides/surge-on-hoodi/provers',
  }, // docs/guides/surge-on-hoodi/provers.md, "Raiko's Hoodi configuration"
  {
    question: 'max peers on a surge hoodi l2 node?',
    fact: /\b50\b|0x32/,
    page: '/docs/guides/surge-on-hoodi/run-l2',
  }, // docs/guides/surge-on-hoodi/run-l2.md, "5. P2P sync" (MAXPEERS)
  {
    question: 'default user/password for the relayer mysql and rabbitmq?',
    fact: /admin|root/,
    page: '/docs/guides/running-surge/deploy-l2',
  }, // docs/guides/running-surge/deploy-l2.md, "Relayer" (Default service credentials)
  {
    question: 'whats the enode of the surge hoodi bootnode',
    fact: /enode:\/\/f86bce|176\.58\.105\.47/,
    // The network reference gives it; the sync-stall entry repeats it as the value to check.
    page: ['/docs/guides/surge-on-hoodi', '/docs/troubleshooting/common-devnet-issues'],
  }, // docs/guides/surge-on-hoodi/index.md, "Bootnode"; docs/troubleshooting/common-devnet-issues.md, "Hoodi node stalls while syncing old blocks"
  {
    question: 'what does the health check of deploy-surge-devnet-l1.sh actually call?',
    fact: /lighthouse\/syncing|eth_syncing/,
    page: '/docs/troubleshooting/common-devnet-issues',
  }, // docs/troubleshooting/common-devnet-issues.md, "L1 devnet deployment fails"
  {
    question: 'roughly how long does the first devnet deploy take?',
    fact: /no (reference )?timings|not publish|publishes no|slowest/i,
    page: '/docs/guides/running-surge',
  }, // docs/guides/running-surge/index.md, "Time and network"
  {
    question: 'what BONSAI_API_URL do i use for risc zero if bento runs on the same box',
    fact: /0\.0\.0\.0:8081/,
    page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers',
  }, // docs/guides/running-surge/provers/sp1-and-risc0-provers.md, "6. Configure the environment" (RISC Zero tab)

  // Symptoms and errors.
  {
    question: 'ran docker compose up -d in ~/raiko/docker on the sgx box and i cant see any raiko container',
    fact: /prod-redis|docker compose up raiko/,
    page: '/docs/guides/running-surge/provers/sgx-prover',
  }, // docs/guides/running-surge/provers/sgx-prover.md, "5. Configure and start Raiko" (Name the service when you start it)
  {
    question: 'changed RAIKO_CONF_DIR in raiko .env but raiko-zk keeps reading the devnet folder',
    fact: /\/raiko\/config\/devnet|docker-compose-zk\.yml|compose file/,
    page: ['/docs/guides/running-surge/provers/sp1-and-risc0-provers', '/docs/guides/surge-on-hoodi/provers'],
  }, // docs/guides/running-surge/provers/sp1-and-risc0-provers.md, "5. Add the chain spec and Raiko config"; docs/guides/surge-on-hoodi/provers.md, "Common problems"
  {
    question: 'rollbackBatches() reverted with 0x7863cbd0 whats that',
    fact: /RollbackNotAllowed/,
    // The selector is on the error-code page; the architecture page explains when rollback is allowed.
    page: ['/docs/troubleshooting/error-codes', '/docs/about/architecture'],
  }, // docs/troubleshooting/error-codes.md, "Protocol errors" (src/data/errorCodes.json); docs/about/architecture.md, "Liveness safety valves"
  {
    question: 'proposeBatch failed, revert data is 0xe92c469f',
    fact: /InsufficientBond/,
    page: '/docs/troubleshooting/error-codes',
  }, // docs/troubleshooting/error-codes.md, "Protocol errors" (src/data/errorCodes.json, ITaikoInbox)
  {
    question: 'the safe contract check on my l2 prints no code for all 3 addresses',
    fact: /default|chain ID|763374/i,
    page: '/docs/guides/running-surge/deploy-safe-infra',
  }, // docs/guides/running-surge/deploy-safe-infra.md, "Common problems"
  {
    question: 'sedge run looks fine but curl 127.0.0.1:8545 gets connection refused and docker ps only shows the p2p and metrics ports, what did i miss',
    fact: /--map-all/,
    page: ['/docs/guides/surge-on-hoodi/run-l1', '/docs/corrections'],
  }, // docs/guides/surge-on-hoodi/run-l1.md, "2. Generate a Hoodi full-node setup" and "4. Find the endpoints for the L2"; docs/corrections.md, "The Hoodi L1 node's ports"
  {
    question: 'bridged eth from the l1 devnet, tx is confirmed but nothing shows up on l2 untill i send some other tx??',
    fact: /anchor|later L2 block|next L2 block|SIGNAL_FORCE_PROPOSING_DELAY/i,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  }, // docs/troubleshooting/common-devnet-issues.md, "L1→L2 deposit waits for the next L2 block"; docs/guides/running-surge/deploy-l2.md, "Use the bridge"
  {
    question: 'used the env builder to generate keys and now my hoodi proposer account has no eth',
    fact: /no funds|new account|fund/i,
    page: '/docs/guides/running-surge/env-checker',
  }, // docs/guides/running-surge/env-checker.md, "Build a .env" (Generated keys start empty)
  {
    question:
      'i wiped and redeployed the kurtosis l1 yesterday and now ./surge-protocol-deployer.sh prints "Surge L1 deployment already completed (deploy_l1.json exists)" then "Start a new deployment? (true/false) [default: false]" , do i keep false or answer true??',
    fact: /\btrue\b/,
    page: ['/docs/guides/running-surge/deploy-l2', '/docs/troubleshooting/common-devnet-issues'],
  }, // docs/guides/running-surge/deploy-l2.md, "Existing deployment"; docs/troubleshooting/common-devnet-issues.md, "Protocol deployer finds an earlier deployment"
  {
    question:
      'forge create src/Counter.sol:Counter --rpc-url https://l2-rpc.hoodi.surge.wtf --broadcast fails with insufficient funds but i have hoodi eth from the faucet',
    fact: /bridge/i,
    page: '/docs/guides/deploy-on-surge',
  }, // docs/guides/deploy-on-surge.md, "Common problems"
  {
    question:
      'ran the deployer in remote mode on my laptop (l1 is on another box) and grep genesis_time configs/chain_spec_list_default.json shows a value that doesnt match my l1, why',
    fact: /localhost:33001/,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/provers'],
  }, // docs/troubleshooting/common-devnet-issues.md, "Raiko chain spec has the wrong L1 genesis_time in remote mode"; docs/guides/running-surge/provers/index.md, "2. Generate the chain spec" (note)
  {
    question: 'deployer printed SGX_INSTANCE_ID at the end, do i put that in raiko .env? raiko doesnt seem to care',
    fact: /deprecated|does not use|doesn'?t use|not used|leave (it )?out/i,
    page: '/docs/guides/running-surge/provers/register-provers',
  }, // docs/guides/running-surge/provers/register-provers.md, "5. Copy the values into Raiko"

  // What is …
  {
    question: 'whats a based rollup in plain words',
    fact: /sequencer|block[- ]build|validators/i,
    page: ['/docs/about/based-rollups', '/docs/glossary'],
  }, // docs/about/based-rollups.md, "What "based" means"; docs/glossary.md, "Based rollup"
  {
    question: 'what does DCAP stand for',
    fact: /Data Center Attestation Primitives/i,
    page: '/docs/glossary',
  }, // docs/glossary.md, "DCAP"
  {
    question: 'what is the verification streak thing',
    fact: /gap|break|disrupt|MIN_VERIFICATION_STREAK|minVerificationStreak/i,
    page: ['/docs/about/stage-2', '/docs/glossary'],
  }, // docs/about/stage-2.md, "The verification streak"; docs/glossary.md, "Verification streak"
  {
    question: 'whats actually different between surge and taiko',
    fact: /token|Nethermind|timelock|multi-?proof|cooldown|paus/i,
    page: '/docs/about/architecture',
  }, // docs/about/architecture.md, "How Surge differs from Taiko"
  {
    question: 'who is surge even for, end users?',
    fact: /builders|researchers|not aimed at end users|not for end users/i,
    page: '/docs/intro',
  }, // docs/intro.md, "Who Surge is for"
  {
    question: 'what is llms.txt on the docs site',
    fact: /Markdown|\.md\b/i,
    page: '/docs/guides/ai-agents',
  }, // docs/guides/ai-agents.md, intro (Plain Markdown)
  {
    question: 'does the log troubleshooter upload my logs anywhere? dont want to leak stuff',
    fact: /browser|not sent|sends nothing|nothing .*(sent|stored)/i,
    page: '/docs/troubleshooting/log-troubleshooter',
  }, // docs/troubleshooting/log-troubleshooter.md, "Your logs stay in this tab"
  {
    question: 'wich about page should i read first',
    fact: /Based rollups/i,
    page: '/docs/about',
  }, // docs/about/index.md, "Suggested reading order"
  {
    question: 'which guide do i follow to run my own surge network',
    fact: /Run a Surge devnet/i,
    page: ['/docs/guides', '/docs/guides/running-surge'],
  }, // docs/guides/index.md, "Which guide do I need?"; docs/guides/running-surge/index.md, intro
  {
    question: 'can i run a surge node on hoodi without asking the surge team',
    fact: /follow|driver|no key|anyone/i,
    page: '/docs/guides/surge-on-hoodi',
  }, // docs/guides/surge-on-hoodi/index.md, "What you can run"
  {
    question: 'old docs said theres a 45 day exit window, is that still a thing',
    fact: /TIMELOCK_PERIOD|no fixed|deployment parameter|timelock delay|getMinDelay/i,
    page: ['/docs/corrections', '/docs/about/stage-2'],
  }, // docs/corrections.md, "The 45-day and 30-day figures"; docs/about/stage-2.md, "The numbers"
];
