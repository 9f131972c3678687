/**
 * The first sealed Ask-AI set: 48 questions written on 2026-11-28 from the docs alone (docs/ and
 * the src/data tables they render), before the answerer's first general round, and run once at
 * its end (22/48 facts, 40/48 pages). Since then it is a tuning set, like askEvaluation.ts;
 * askSealed2.ts is the sealed one. Do not edit a case to make the answerer pass.
 */
import type {AskCase} from './askEvaluation';

export const ASK_SEALED: readonly AskCase[] = [
  // How do I …
  {
    question: 'how do i check which nethermind image my l2 container is actually running',
    fact: /docker inspect|web3_clientVersion/,
    page: '/docs/about/nethermind',
  }, // docs/about/nethermind.md, "Check the image on your node"
  {
    question: "deployer printed only one sgx instance id after i registered both raiko and gaiko, how do i get the right ids for raiko's .env",
    fact: /nextInstanceId/,
    page: '/docs/guides/running-surge/provers/register-provers',
  }, // docs/guides/running-surge/provers/register-provers.md, "5. Copy the values into Raiko"
  {
    question: 'how do i publish port 30413 from the nethermind container w/o editing docker-compose.yml',
    fact: /docker-compose\.override\.yml|override/i,
    page: '/docs/guides/surge-on-hoodi/run-l2',
  }, // docs/guides/surge-on-hoodi/run-l2.md, "Open the P2P port"
  {
    question: 'how do i add my devnet l2 as a chain in the safe config service',
    fact: /cfg\/admin\/chains|763374/,
    page: '/docs/guides/running-surge/deploy-safe-infra',
  }, // docs/guides/running-surge/deploy-safe-infra.md, "5. Add the Surge chain"
  {
    question: 'how do i hook the surge docs mcp server up to claude code',
    fact: /claude mcp add/,
    page: '/docs/guides/ai-agents',
  }, // docs/guides/ai-agents.md, "Claude Code"
  {
    question: 'how do i start bento for risc zero on the gpu box',
    fact: /risc0-bento|compose\.yml/,
    page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers',
  }, // docs/guides/running-surge/provers/sp1-and-risc0-provers.md, "3. Prepare the proving backend" (RISC Zero tab)
  {
    question: 'how do i check the kurtosis engine is running before i deploy the l1',
    fact: /kurtosis engine status/,
    page: '/docs/guides/running-surge/deploy-l1',
  }, // docs/guides/running-surge/deploy-l1.md, "1. Check Kurtosis"
  {
    question: 'how do i read the actual timelock delay of the surge contracts on hoodi',
    fact: /getMinDelay/,
    page: ['/docs/about/stage-2', '/docs/about/architecture'],
  }, // docs/about/stage-2.md, "Check the delay on-chain"; docs/about/architecture.md, "Governance controls"
  {
    question: 'docker compose ps in simple-surge-node doesnt list the relayers or bridge-ui, how do i see them',
    fact: /docker-compose-relayer\.yml/,
    page: '/docs/troubleshooting',
  }, // docs/troubleshooting/index.md, "List the running containers"
  {
    question: "how do i check that hoodi's verifiers trust my sp1 and risc0 programs once the team registered them",
    fact: /isProgramTrusted|isImageTrusted/,
    page: '/docs/guides/surge-on-hoodi/provers',
  }, // docs/guides/surge-on-hoodi/provers.md, "Check that it works"
  {
    question: 'how do i deploy with forge without putting my private key in an env var',
    fact: /cast wallet import|--account/,
    page: '/docs/guides/deploy-on-surge',
  }, // docs/guides/deploy-on-surge.md, "4. Deploy the contract" (Use a test-only key)
  {
    question: 'how do i check my .env against the hoodi preset w/o pasting my keys into some server',
    fact: /checker/i,
    page: '/docs/guides/running-surge/env-checker',
  }, // docs/guides/running-surge/env-checker.md, "Your keys stay in this tab" and "Check a .env"

  // Values.
  {
    question: 'whats the deploy script fallback for TIMELOCK_PERIOD if i leave it unset',
    fact: /86400|1 day|one day/i,
    page: '/docs/about/stage-2',
  }, // docs/about/stage-2.md, "The numbers"
  {
    question: 'maxUnverifiedBatches value in the inbox config?',
    fact: /324,?000/,
    page: '/docs/about/architecture',
  }, // docs/about/architecture.md, "Inbox configuration"
  {
    question: 'what mean throughput did nethermind hit in the gigagas benchmark, in mgas/s',
    fact: /1,?007/,
    page: '/docs/about/gigagas',
  }, // docs/about/gigagas.md, "The benchmark"
  {
    question: 'which account is prefunded on the kurtosis l1 devnet and how much eth does it get',
    fact: /0x3bc256069FF9af461F3e04494A3ece3f62F183fC|10,?000 ETH/i,
    page: '/docs/guides/running-surge/deploy-l1',
  }, // docs/guides/running-surge/deploy-l1.md, "What the devnet contains"
  {
    question: 'SP1_VERIFIER_ADDRESS for raiko on hoodi?',
    fact: /0x05885c04B9BB6bFad79c68BE162a227C6657CFA7/i,
    page: ['/docs/guides/surge-on-hoodi/provers', '/docs/guides/surge-on-hoodi'],
  }, // docs/guides/surge-on-hoodi/provers.md, "Raiko's Hoodi configuration"; docs/guides/surge-on-hoodi/index.md, "L1 contracts on Hoodi" (SUCCINCT_VERIFIER)
  {
    question: 'what port is the prover relayer metrics on',
    fact: /6062/,
    page: ['/docs/guides/running-surge/deploy-l2', '/docs/guides/surge-on-hoodi/run-l2'],
  }, // docs/guides/running-surge/deploy-l2.md, "Port map"; docs/guides/surge-on-hoodi/run-l2.md, "Check that it works"
  {
    question: 'how many custom errors do the surge protocol contracts declare',
    fact: /223/,
    page: ['/docs/troubleshooting/error-codes', '/docs/corrections'],
  }, // docs/troubleshooting/error-codes.md, intro; docs/corrections.md, "The error codes page"
  {
    question: 'which bit is SGX_GETH in the proof type bitmap',
    fact: /0x10/,
    page: ['/docs/about/architecture', '/docs/guides/running-surge/provers'],
  }, // docs/about/architecture.md, "Proof types"; docs/guides/running-surge/provers/index.md, "Proof types"
  {
    question: 'what kurtosis engine version was the l1 devnet guide tested with',
    fact: /1\.6\.0/,
    page: ['/docs/guides/running-surge/deploy-l1', '/docs/guides/running-surge'],
  }, // docs/guides/running-surge/deploy-l1.md, "Prerequisites"; docs/guides/running-surge/index.md, "Software"
  {
    question: 'which FMSPC does the sgx registration fetch tcb info for',
    fact: /00906ED50000/i,
    page: ['/docs/guides/running-surge/provers/sgx-prover', '/docs/guides/running-surge/provers/register-provers', '/docs/glossary'],
  }, // docs/guides/running-surge/provers/sgx-prover.md, "SGX machine requirements"; register-provers.md, "3. Register the SGX provers"; docs/glossary.md, "FMSPC"
  {
    question: 'chain id of hoodi itself (the L1, not surge)',
    fact: /560048/,
    page: ['/docs/guides/surge-on-hoodi', '/docs/intro', '/docs/guides/deploy-on-surge', '/docs/guides/surge-on-hoodi/run-l1'],
  }, // docs/guides/surge-on-hoodi/index.md, "Chains"; docs/intro.md, "Surge test network on Hoodi"; deploy-on-surge.md, "Network details"; run-l1.md, intro
  {
    question: 'if the zk+tee proof only lands after 24h who gets the liveness bond back',
    fact: /submit/i,
    page: ['/docs/guides/running-surge/provers', '/docs/about/architecture'],
  }, // docs/guides/running-surge/provers/index.md, "Bonds"; docs/about/architecture.md, "Bonds"

  // Symptoms and pasted errors.
  {
    question:
      'followed the old guide: sedge generate full-node --no-validator --network=hoodi, node syncs fine but curl to 127.0.0.1:8545 on the host is refused and the surge containers cant reach host.docker.internal:8545 either',
    fact: /--map-all/,
    page: ['/docs/guides/surge-on-hoodi/run-l1', '/docs/corrections'],
  }, // docs/guides/surge-on-hoodi/run-l1.md, "2. Generate a Hoodi full-node setup"; docs/corrections.md, "The Hoodi L1 node's ports"
  {
    question:
      'every time i run ./deploy-surge-devnet-l1.sh it pulls all images again and takes ages, it runs kurtosis run --enclave surge-devnet . --args-file network_params.yaml --production --image-download always',
    fact: /image-download always|every (container )?image (each|every|again)/i,
    page: ['/docs/guides/running-surge/deploy-l1', '/docs/guides/running-surge'],
  }, // docs/guides/running-surge/deploy-l1.md, "What the script runs"; docs/guides/running-surge/index.md, "Time and network"
  {
    question:
      'l2-taiko-prover-relayer-client exits right away, log says SGX_RAIKO_HOST must be non-empty. i only run zk provers, do i really need an sgx host??',
    fact: /SGX_RAIKO_HOST/,
    page: ['/docs/guides/running-surge/provers', '/docs/troubleshooting/common-devnet-issues'],
  }, // docs/guides/running-surge/provers/index.md, "Choose your prover guides" and "Common problems"; common-devnet-issues.md, "Prover relayer exits because a required variable is empty"
  {
    question: 'Surge L1 deployment already completed (deploy_l1.json exists) Start a new deployment? (true/false) [default: false]',
    fact: /deploy_l1\.json|earlier|already deployed|reuse/i,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  }, // common-devnet-issues.md, "Protocol deployer finds an earlier deployment"; deploy-l2.md, "Existing deployment"
  {
    question: 'changed TX_MIN_TIP_CAP in .env but the proposer keeps using the old value??',
    fact: /twice|two (lines|definitions)|last (line|one|definition|value)/i,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  }, // common-devnet-issues.md, "A new TX_MIN_TIP_CAP value has no effect"; deploy-l2.md, "Transaction manager"
  {
    question: "set RAIKO_CONF_DIR=/raiko/config/testnet/ in raiko's .env on my zk box for hoodi but raiko-zk still reads the devnet folder",
    fact: /docker-compose-zk\.yml|\/raiko\/config\/devnet/,
    page: ['/docs/guides/surge-on-hoodi/provers', '/docs/guides/running-surge/provers/sp1-and-risc0-provers'],
  }, // docs/guides/surge-on-hoodi/provers.md, "Raiko's Hoodi configuration"; sp1-and-risc0-provers.md, "5. Add the chain spec and Raiko config"
  {
    question: 'batches do finalise on my devnet but each one takes like 20 min, is that normal',
    fact: /cooldown|one (proof )?family|COOLDOWN_WINDOW|1200/i,
    page: ['/docs/guides/running-surge/provers', '/docs/guides/running-surge/provers/register-provers'],
  }, // docs/guides/running-surge/provers/index.md, "Common problems"; register-provers.md, "Common problems"
  {
    question: 'rollbackBatches() reverts with RollbackNotAllowed(), the chain hasnt verified anything in a while',
    fact: /maxVerificationDelay|MAX_VERIFICATION_DELAY/,
    page: '/docs/about/architecture',
  }, // docs/about/architecture.md, "Liveness safety valves"
  {
    question: 'on my hoodi box blockscout wont start, port 4000 allready allocated. sedge lighthouse runs on the same machine',
    fact: /BLOCKSCOUT_PORT|4010/,
    page: ['/docs/guides/surge-on-hoodi/run-l2', '/docs/guides/surge-on-hoodi/run-l1'],
  }, // docs/guides/surge-on-hoodi/run-l2.md, "Blockscout and a beacon node on one machine"; run-l1.md, "4. Find the endpoints for the L2"
  {
    question: 'ran docker compose up -d in ~/raiko/docker on the sgx machine and theres no raiko container',
    fact: /prod-redis|docker compose up raiko/,
    page: '/docs/guides/running-surge/provers/sgx-prover',
  }, // docs/guides/running-surge/provers/sgx-prover.md, "Initialise and start the prover" and "Common problems"
  {
    question: 'bridged exactly 1 eth l1->l2, then tried to withdraw that 1 eth back to l1 and the withdrawal never gets processed',
    fact: /fee/i,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  }, // common-devnet-issues.md, "L2→L1 withdrawal needs earlier L1→L2 deposits"; deploy-l2.md, "Use the bridge" and "Common problems"
  {
    question: 'ran the protocol deployer on my laptop instead of the devnet box, now genesis_time of surge_dev_l1 in chain_spec_list_default.json is wrong',
    fact: /localhost:33001/,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/provers'],
  }, // common-devnet-issues.md, "Raiko chain spec has the wrong L1 genesis_time in remote mode"; provers/index.md, "2. Generate the chain spec"
  {
    question: 'execution reverted, data: 0x90606b1e0000000000000000000000000000000000000000000000000000000000000020 whats that',
    fact: /INNER_ERROR/,
    page: ['/docs/troubleshooting/error-codes', '/docs/corrections'],
  }, // docs/troubleshooting/error-codes.md, "Protocol errors" (LibBytes, rendered from src/data/errorCodes.json); docs/corrections.md, "The error codes page"
  {
    question: 'old docs said the chain tries verification every 4 blocks, my withdrawls still arent claimable, is that still how it works',
    fact: /stateRootSyncInternal|2 batches|no (such )?(constant|rule)/i,
    page: ['/docs/corrections', '/docs/troubleshooting/common-devnet-issues'],
  }, // docs/corrections.md, "The 4-block interval"; common-devnet-issues.md, "L2→L1 withdrawals stay unprocessed"

  // What is …
  {
    question: 'is there a dao that votes on surge upgrades? whats the DAO address in .env.devnet for then',
    fact: /bond/i,
    page: '/docs/about/stage-2',
  }, // docs/about/stage-2.md, "Trust code, not governance" (note)
  {
    question: 'whats gaiko',
    fact: /\bGo\b|geth/i,
    page: ['/docs/glossary', '/docs/guides/running-surge/provers/sgx-prover'],
  }, // docs/glossary.md, "Gaiko"; sgx-prover.md, intro and "The two SGX variants"
  {
    question: 'whats a v3 quote in the sgx registration',
    fact: /attestation|version 3/i,
    page: '/docs/glossary',
  }, // docs/glossary.md, "V3 quote"
  {
    question: 'what does the SurgeProposerWrapper actually do',
    fact: /sender|authori[sz]/i,
    page: ['/docs/about/architecture', '/docs/glossary'],
  }, // docs/about/architecture.md, "Protocol contracts"; docs/glossary.md, "Proposer wrapper"
  {
    question: 'whats the catch with a based rollup compared to running your own sequencer',
    fact: /latenc/i,
    page: '/docs/about/based-rollups',
  }, // docs/about/based-rollups.md, "What based ordering changes" and "Comparison"
  {
    question: 'whats surge power-ups',
    fact: /plugin/i,
    page: '/docs/intro',
  }, // docs/intro.md, "What Surge is"
  {
    question: 'new here, which about page should i read first',
    fact: /based rollups/i,
    page: '/docs/about',
  }, // docs/about/index.md, "Suggested reading order"
  {
    question: 'which guide do i need if i just want to deploy a contract on surge, pls',
    fact: /deploy a dapp/i,
    page: ['/docs/guides', '/docs/guides/deploy-on-surge'],
  }, // docs/guides/index.md, "Which guide do I need?"; docs/guides/deploy-on-surge.md, intro
  {
    question: 'is there a tool where i paste taiko-client or docker compose output and it explains the lines',
    fact: /log troubleshooter/i,
    page: '/docs/troubleshooting/log-troubleshooter',
  }, // docs/troubleshooting/log-troubleshooter.md, intro and "Explain a log"
  {
    question: 'can i run a surge node on hoodi that just follows the chain, without any key or funds',
    fact: /anyone|no key|without (a |any )?key|driver/i,
    page: '/docs/guides/surge-on-hoodi',
  }, // docs/guides/surge-on-hoodi/index.md, "What you can run"
];
