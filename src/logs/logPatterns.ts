/**
 * Log lines the log troubleshooter recognises, each tied to an entry of
 * docs/troubleshooting/common-devnet-issues.md (by its `{#id}`): change an entry
 * and its patterns together. logPatterns.test.ts checks that every entry has a
 * pattern and every pattern matches its fixture lines.
 * The first pattern that matches a line wins, so specific ones come first.
 */
import VERSIONS from '@site/src/data/versions.json';
import type {DevnetIssueId} from '@site/src/data/devnetIssues';

export type LogPattern = {
  /** Stable name of the pattern, for tests and the page. */
  id: string;
  entry: DevnetIssueId;
  /** What usually prints the line. */
  source: string;
  test: RegExp;
  /** Cause and fix in a sentence or two; the entry has the details. */
  explanation: string;
  /** Real or realistic lines the pattern must match. */
  fixtures: string[];
};

export const LOG_PATTERNS: readonly LogPattern[] = [
  // 1. L1 devnet
  {
    id: 'l1-tool-missing',
    entry: 'l1-deployment-fails',
    source: 'deploy-surge-devnet-l1.sh',
    test: /\b(kurtosis|jq|curl)\b:? (command )?not found/i,
    explanation: 'A tool the L1 deployment script needs is not installed. Install Kurtosis, curl and jq, then run the script again.',
    fixtures: ['bash: kurtosis: command not found', 'line 12: jq: command not found'],
  },
  {
    id: 'docker-daemon-unreachable',
    entry: 'l1-deployment-fails',
    source: 'Docker',
    test: /Cannot connect to the Docker daemon|permission denied while trying to connect to the Docker daemon/i,
    explanation: 'Docker is not running, or your user may not use it. Start Docker, or add your user to the docker group and log in again.',
    fixtures: [
      'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?',
      'permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock',
    ],
  },
  {
    id: 'l1-port-taken',
    entry: 'l1-deployment-fails',
    source: 'Docker',
    test: /\b(32003|32004|33001|36000|36005)\b.*(already allocated|already in use)|address already in use.*\b(32003|32004|33001|36000|36005)\b/i,
    explanation: 'A port the L1 devnet publishes is already taken, often by an earlier enclave. Free it or remove the old enclave, then deploy again.',
    fixtures: ['Bind for 0.0.0.0:32003 failed: port is already allocated'],
  },
  {
    id: 'l1-debug-output',
    entry: 'l1-deployment-fails',
    source: 'deploy-surge-devnet-l1.sh',
    test: /surge_devnet_l1_output_\d+/,
    explanation: 'The L1 script saved its full output in this file. Read it for the first error, and keep it for a report.',
    fixtures: ['Output saved to /tmp/surge_devnet_l1_output_4242'],
  },
  // 2. Protocol deployment
  {
    id: 'deploy-lock',
    entry: 'deploy-l1-lock-exists',
    source: 'surge-protocol-deployer.sh',
    test: /deployment is already running \(deploy_l1\.lock exists\)/,
    explanation: 'An earlier run left its lock file behind. If no other run is active, delete deployment/deploy_l1.lock and start the script again.',
    fixtures: ['Surge L1 deployment is already running (deploy_l1.lock exists)'],
  },
  {
    id: 'deploy-completed',
    entry: 'deploy-l1-already-completed',
    source: 'surge-protocol-deployer.sh',
    test: /deployment already completed \(deploy_l1\.json exists\)|Start a new deployment\? \(true\/false\)/,
    explanation:
      'Contracts from an earlier run are recorded. Answer false to keep them, or true to remove everything and deploy again (for example after recreating the L1).',
    fixtures: ['Surge L1 deployment already completed (deploy_l1.json exists)', 'Start a new deployment? (true/false) [default: false]'],
  },
  {
    id: 'remover-profile',
    entry: 'remover-sgx-profile-name',
    source: 'surge-remover.sh / docker ps',
    test: /\bsgx-(verifier|reth-verifier|geth-verifier)-setup\b/,
    explanation: `surge-remover.sh in ${VERSIONS.simpleSurgeNode} names a profile that does not exist, so SGX verifier-setup containers can remain. Remove them with the real profiles sgx-reth-verifier-setup and sgx-geth-verifier-setup.`,
    fixtures: ['docker compose -f docker-compose-protocol.yml --profile sgx-verifier-setup down', 'Exited (0) 2 hours ago   sgx-reth-verifier-setup'],
  },
  {
    id: 'timelocked-owner',
    entry: 'timelocked-owner-blocks-changes',
    source: 'surge-protocol-deployer.sh / .env',
    test: /^USE_TIMELOCKED_OWNER=true\b|Use timelocked owner\? \(true\/false\)/,
    explanation:
      'With a timelocked owner, every owner action has to go through the timelock, so provers and parameters cannot be changed directly. On a test devnet, answer false.',
    fixtures: ['USE_TIMELOCKED_OWNER=true', 'Use timelocked owner? (true/false) [default: false]'],
  },
  // 3. L2 stack
  {
    id: 'env-missing',
    entry: 'env-file-not-found',
    source: 'surge-stack-deployer.sh',
    test: /\.env file not found/,
    explanation: 'For the devnet, the stack deployer needs the .env that the protocol deployer writes. Run ./surge-protocol-deployer.sh first.',
    fixtures: ['Error: .env file not found. Please run surge-protocol-deployer.sh first'],
  },
  {
    id: 'stack-option-4',
    entry: 'stack-option-4-no-proposer',
    source: 'surge-stack-deployer.sh',
    test: /4 for driver \+ proposer \+ prover \+ spammer/,
    explanation: `Despite this label, option 4 starts only the prover and blockscout profiles in ${VERSIONS.simpleSurgeNode}. Use option 5 or the default to run a proposer.`,
    fixtures: ['4 for driver + proposer + prover + spammer'],
  },
  {
    id: 'prover-needs-ws',
    entry: 'prover-relayer-required-variable-empty',
    source: 'prover relayer',
    test: /prover.*L1_ENDPOINT_WS must be non-empty/i,
    explanation: 'The prover relayer stops without an L1 WebSocket endpoint. Set L1_ENDPOINT_WS in .env and start the prover profile again.',
    fixtures: ['l2-taiko-prover-relayer-client  | L1_ENDPOINT_WS must be non-empty'],
  },
  {
    id: 'proposer-needs-value',
    entry: 'proposer-required-variable-empty',
    source: 'proposer',
    test: /(L1_PROPOSER_PRIVATE_KEY|L1_ENDPOINT_WS) must be non-empty/,
    explanation:
      'The proposer (and, for L1_ENDPOINT_WS, the prover relayer too) stops when this value is empty, as it is in .env.hoodi. Fill it in .env with your L1 endpoint or a funded key of your own, then restart.',
    fixtures: ['L1_PROPOSER_PRIVATE_KEY must be non-empty', 'l2-taiko-proposer-client  | L1_ENDPOINT_WS must be non-empty'],
  },
  {
    id: 'role-disabled',
    entry: 'proposer-or-prover-disabled',
    source: 'proposer / prover relayer',
    test: /\b(PROPOSER|PROVER) IS DISABLED\b/,
    explanation:
      'ENABLE_PROPOSER or ENABLE_PROVER is not true. Set it to true and recreate the service if you want that role to run; otherwise the message is only informational.',
    fixtures: ['PROPOSER IS DISABLED', 'l2-taiko-prover-relayer-client  | PROVER IS DISABLED'],
  },
  {
    id: 'allow-empty-blocks',
    entry: 'allow-empty-blocks-flag',
    source: 'proposer (taiko-client)',
    test: /allowEmptyBlocks/i,
    explanation: `simple-surge-node passes --allowEmptyBlocks, which taiko-client ${VERSIONS.taikoClientImage} does not define. Leave ALLOW_EMPTY_BLOCKS empty and restart the proposer.`,
    fixtures: ['flag provided but not defined: -allowEmptyBlocks'],
  },
  {
    id: 'starting-batch-id',
    entry: 'starting-batch-id-flag',
    source: 'prover relayer (taiko-client)',
    test: /prover\.startingBatchId\b/,
    explanation: `simple-surge-node passes --prover.startingBatchId when STARTING_BATCH_ID is set, but taiko-client ${VERSIONS.taikoClientImage} spells the flag --prover.startingBatchID. Leave STARTING_BATCH_ID empty and restart the prover relayer: it starts from the last verified batch.`,
    fixtures: [
      'flag provided but not defined: -prover.startingBatchId',
      'l2-taiko-prover-relayer-client  | flag provided but not defined: -prover.startingBatchId',
    ],
  },
  {
    id: 'tx-min-tip-cap-lines',
    entry: 'tx-min-tip-cap-defined-twice',
    source: 'grep -n on .env',
    test: /^\d+:TX_MIN_TIP_CAP=/,
    explanation: 'TX_MIN_TIP_CAP is defined twice in the presets and the last line wins. Keep one line with the value you want.',
    fixtures: ['135:TX_MIN_TIP_CAP=', '160:TX_MIN_TIP_CAP=1.0'],
  },
  {
    id: 'relayer-l1-url',
    entry: 'relayer-hardcoded-l1-url',
    source: 'relayers',
    test: /relayer.*host\.docker\.internal:32003|host\.docker\.internal:32003.*relayer/i,
    explanation:
      'The relayers use the L1 URL hard-coded in docker-compose-relayer.yml (the local devnet port 32003), not L1_ENDPOINT_HTTP. Point --srcRpcUrl and --destRpcUrl at your L1 RPC.',
    fixtures: ['relayer-l1-indexer  | dial tcp: lookup host.docker.internal on 127.0.0.11:53: no such host url=http://host.docker.internal:32003'],
  },
  {
    id: 'raiko-unreachable',
    entry: 'no-batches-finalised',
    source: 'prover relayer',
    test: /raiko.*(connection refused|context deadline exceeded|timed? ?out|no such host)/i,
    explanation:
      'The prover relayer cannot reach a Raiko host, so no proofs reach L1 and batches are not finalised. Check SGX_RAIKO_HOST and RAIKO_HOST_ZKVM and that Raiko runs.',
    fixtures: ['ERROR Failed to request proof from raiko  host=http://192.0.2.20:8080 err="context deadline exceeded"'],
  },
  {
    id: 'host-docker-internal',
    entry: 'host-docker-internal-unreachable',
    source: 'driver, proposer, prover relayer',
    test: /host\.docker\.internal.*(no such host|connection refused|i\/o timeout|network is unreachable)|(no such host|connection refused|i\/o timeout).*host\.docker\.internal/i,
    explanation:
      'A container cannot reach the host through host.docker.internal. Replace it in .env with the server address, or check that the service on the host runs.',
    fixtures: [
      'dial tcp: lookup host.docker.internal on 127.0.0.11:53: no such host',
      'Post "http://host.docker.internal:8547": dial tcp 172.17.0.1:8547: connect: connection refused',
    ],
  },
  {
    id: 'explorer-port-3000',
    entry: 'blockscout-port-3001',
    source: 'curl / browser',
    test: /(localhost|127\.0\.0\.1)(:| port )3000\b/i,
    explanation: 'The L2 explorer listens on 3001 (BLOCKSCOUT_FRONTEND_PORT), not 3000. Open http://localhost:3001.',
    fixtures: ["curl: (7) Failed to connect to localhost port 3000 after 0 ms: Couldn't connect to server"],
  },
  {
    id: 'blobs-pruned',
    entry: 'sync-stalls-blobs-pruned',
    source: 'driver (taiko-client)',
    test: /\bblob(s| sidecars?)?\b.*\b(not found|pruned|404|unavailable|missing)\b/i,
    explanation:
      'Beacon nodes prune blobs after about 18 days, so old batches cannot be rebuilt from L1. Sync from peers (ENABLE_P2P_SYNC=true with the bootnode and checkpoint URL), or use an L1 that keeps every blob.',
    fixtures: ['ERROR Failed to fetch blob sidecars  slot=1234567 err="404 Not Found"'],
  },
  {
    id: 'no-peers',
    entry: 'no-peers-behind-nat',
    source: 'Nethermind',
    test: /\b(peers?|peer count)\s*[:=]\s*0\b|\bno (suitable )?peers\b/i,
    explanation: `The L2 node has no peers: the P2P port is closed or not forwarded. With P2P sync on, ${VERSIONS.simpleSurgeNode} listens on L2_NETWORK_DISCOVERY_PORT + 100 (30413) too, which docker-compose.yml does not publish: open it and publish it as well.`,
    fixtures: ['Peers: 0', 'No peers available, waiting'],
  },
  // 4. Provers
  {
    id: 'guest-data',
    entry: 'guest-data-not-set',
    source: 'surge-protocol-deployer.sh',
    test: /\b(MR_ENCLAVE|MR_SIGNER|V3_QUOTE_BYTES|QUOTE_BYTES|VKEY|IMAGE_ID)\b.*\bis not set\b|\/guest_data\b/i,
    explanation:
      'The deployer got no registration data from the prover. Set SGX_RAIKO_HOST and RAIKO_HOST_ZKVM to reachable Raiko hosts, check that /guest_data answers, then rerun it.',
    fixtures: ['SGX RETH MR_ENCLAVE is not set', 'curl: (7) Failed to connect to 192.0.2.20 port 8080: Connection refused (GET /guest_data)'],
  },
  {
    id: 'genesis-time',
    entry: 'raiko-genesis-time-remote',
    source: 'Raiko chain spec',
    test: /"genesis_time"|localhost(:| port )33001\b/,
    explanation:
      'The deployer reads the L1 genesis_time from localhost:33001 even in remote mode. Compare it with your L1 beacon node and fix the Raiko copy if it differs.',
    fixtures: ['"genesis_time": 1732000000,', 'curl: (7) Failed to connect to localhost port 33001: Connection refused'],
  },
  {
    id: 'prover-needs-value',
    entry: 'prover-relayer-required-variable-empty',
    source: 'prover relayer',
    test: /(SGX_RAIKO_HOST|L1_ENDPOINT_HTTP|L1_PROVER_PRIVATE_KEY) must be non-empty/,
    explanation:
      'The prover relayer needs an SGX Raiko host, both L1 endpoints and a prover key. Fill them in .env, or do not start the prover profile while you run no provers.',
    fixtures: ['SGX_RAIKO_HOST must be non-empty', 'L1_PROVER_PRIVATE_KEY must be non-empty'],
  },
  {
    id: 'port-8080-8081',
    entry: 'port-clash-8080-8081',
    source: 'Docker',
    test: /\b808[01]\b.*(already allocated|already in use)|address already in use.*\b808[01]\b/i,
    explanation:
      'Spamoor and Raiko both use 8080; the SGX PCCS and RISC Zero Bento both use 8081. Run the provers on their own machines, or start the stack without the spammer.',
    fixtures: ['Bind for 0.0.0.0:8080 failed: port is already allocated', 'listen tcp 0.0.0.0:8081: bind: address already in use'],
  },
  {
    id: 'raiko-secrets',
    entry: 'sgx-reinit-old-identity',
    source: 'Raiko (SGX)',
    test: /\.config\/raiko\/secrets/,
    explanation: 'Keys from the first SGX initialisation are kept in ~/.config/raiko/secrets. Delete them before you initialise again, then restart Raiko.',
    fixtures: ['Found existing key in /root/.config/raiko/secrets/priv.key'],
  },
  {
    id: 'nouveau',
    entry: 'cuda-install-nouveau',
    source: 'CUDA installer',
    test: /nouveau/i,
    explanation: 'The open-source nouveau driver is loaded. The installer has disabled it for the next boot: reboot and run the installer again.',
    fixtures: ['ERROR: The Nouveau kernel driver is currently in use by your system.'],
  },
  {
    id: 'no-raiko-container',
    entry: 'zk-container-name-raiko-zk',
    source: 'docker logs',
    test: /No such container: raiko\b(?!-)/,
    explanation: 'On the ZK machine the container is named raiko-zk. Use docker logs -f raiko-zk.',
    fixtures: ['Error response from daemon: No such container: raiko'],
  },
  {
    id: 'groth16-sample-address',
    entry: 'groth16-verifier-address',
    source: 'Raiko ZK .env',
    test: /GROTH16_VERIFIER_ADDRESS=0x92b059E7E19e30C8F8E13d3F9fbb2fDc66ce6a27/i,
    explanation:
      "This is the sample file's address (the devnet RISC0_RETH_VERIFIER), not the Groth16 verifier. Use RISC0_GROTH16_VERIFIER from your deployment.",
    fixtures: ['GROTH16_VERIFIER_ADDRESS=0x92b059E7E19e30C8F8E13d3F9fbb2fDc66ce6a27'],
  },
  {
    id: 'wrapper-access',
    entry: 'same-key-for-prover-and-proposer',
    source: 'proposer / prover relayer',
    test: /\bNot(Admin|Authorized)\(\)|^SURGE_PROPOSER_WRAPPER=/,
    explanation:
      'Proposer and prover send through the SurgeProposerWrapper, which accepts only callers its admin authorised. On your devnet the deployer authorises the admin; on Hoodi, ask the Surge team to authorise your address.',
    fixtures: ['execution reverted: NotAuthorized()', 'SURGE_PROPOSER_WRAPPER=0xAD867118c62b9A0390C9c259E3293dB10E89868E'],
  },
  {
    id: 'propose-with-proof',
    entry: 'propose-with-proof-mode-enabled',
    source: 'proposer / L1 transaction',
    test: /ProposeWithProofModeEnabled/,
    explanation:
      'After a rollback the inbox accepts only proposals that carry a proof. The owner can switch the mode off; keep provers of both families running so it does not happen again.',
    fixtures: ['execution reverted: ProposeWithProofModeEnabled()'],
  },
  {
    id: 'streak-disrupted',
    entry: 'verification-streak-disrupted',
    source: 'timelock execute',
    test: /VerificationStreakDisrupted/,
    explanation:
      'The timelock executes only after batches have been verified without a break for MIN_VERIFICATION_STREAK seconds. Get verification going again, wait, and execute again.',
    fixtures: ['Error: execution reverted: VerificationStreakDisrupted()'],
  },
  // 5. Bridge and relayers
  {
    id: 'deposit-signal',
    entry: 'l1-to-l2-waits-for-l2-block',
    source: 'relayer / proposer',
    // relayer-l1-processor reads L1 and claims on L2 (docker-compose-relayer.yml): it relays deposits.
    test: /relayer-l1-processor.*B_SIGNAL_NOT_RECEIVED|SIGNAL_FORCE_PROPOSING_DELAY|forceProposingDelay/,
    explanation:
      'L2 sees an L1 deposit only in a later L2 block. The proposer forces one SIGNAL_FORCE_PROPOSING_DELAY (1 minute) after a bridge message; or send any L2 transaction.',
    fixtures: ['relayer-l1-processor  | ERROR processMessage reverted err="execution reverted: B_SIGNAL_NOT_RECEIVED()"', 'SIGNAL_FORCE_PROPOSING_DELAY=1m'],
  },
  {
    id: 'withdrawal-funds',
    entry: 'l2-to-l1-needs-deposits',
    source: 'relayer claiming withdrawals on L1',
    // relayer-l2-processor reads L2 and claims on L1: it relays withdrawals.
    test: /relayer-l2-processor.*insufficient (funds|balance)/i,
    explanation:
      'The relayer could not pay for the claim on L1: give the PROCESSOR_PRIVATE_KEY account L1 ETH for gas. If claims still fail, the bridge may hold less than the withdrawal plus the relayer fee: bridge more ETH from L1 to L2 first.',
    fixtures: ['relayer-l2-processor  | ERROR failed to process message err="insufficient funds for gas * price + value"'],
  },
  {
    id: 'withdrawal-not-proven',
    entry: 'l2-to-l1-not-processed',
    source: 'relayer claiming withdrawals on L1',
    test: /relayer-l2-processor.*(B_SIGNAL_NOT_RECEIVED|not (yet )?(proven|verified))/i,
    explanation:
      'A withdrawal can be claimed only after its L2 batch is proven, verified and its state root synced to L1. Run provers of both families and the prover relayer, then wait.',
    fixtures: ['relayer-l2-processor  | ERROR processMessage reverted err="execution reverted: B_SIGNAL_NOT_RECEIVED()"'],
  },
];
