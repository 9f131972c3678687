/**
 * What each `.env` key of simple-surge-node means, how its value is checked and
 * where the Deploy L2 guide explains it. Hand-written beside the generated
 * preset values (envPresets.json); a unit test keeps both in step.
 * Descriptions use a tiny Markdown subset: `code` and [text](/site/path).
 */

/** How a value is validated when it is not empty. */
export type EnvKeyKind =
  | 'port'
  | 'address'
  | 'addressList'
  | 'httpUrl'
  | 'wsUrl'
  | 'url'
  | 'boolean'
  | 'chainId'
  | 'privateKey'
  | 'integer'
  | 'decimal'
  | 'duration'
  | 'hash32'
  | 'hex'
  | 'enodeList'
  | 'hostPort'
  | 'host'
  | 'path'
  | 'l2Network'
  | 'text';

/**
 * When an empty value is an error: `always`; `deploy` (devnet, where you deploy the
 * contracts); `proposer` (ENABLE_PROPOSER=true); `prover` (real provers chosen);
 * `relayers` (relayers chosen); `p2p` (ENABLE_P2P_SYNC=true).
 */
export type Requirement = 'always' | 'deploy' | 'proposer' | 'prover' | 'relayers' | 'p2p';

export type EnvSectionId = 'connection' | 'ports' | 'node' | 'protocol' | 'contracts' | 'prover' | 'proposer' | 'tx' | 'relayer';

/** One row of a reference table: one key, or several that share a meaning. */
export type EnvRow = {
  keys: string[];
  kind: EnvKeyKind;
  description: string;
  required?: Requirement;
  /** On the public networks (Hoodi, staging) the value is the network's own and must not change. */
  fixedOnPublic?: true;
  /** Cell text that replaces the preset value in the tables (private keys, long values). */
  display?: {devnet?: string; hoodi?: string};
  /** Contract addresses: which chain the contract lives on. */
  layer?: 'L1' | 'L2';
};

/** `networks`: devnet and Hoodi columns; `devnet`: devnet column only; `contracts`: devnet column and layer. */
export type EnvSectionLayout = 'networks' | 'devnet' | 'contracts';

export type EnvSection = {id: EnvSectionId; title: string; layout: EnvSectionLayout; rows: EnvRow[]};

const DEVNET_KEY = 'public devnet test key';
const OWN_L1 = 'empty (set your own)';

export const ENV_SECTIONS: readonly EnvSection[] = [
  {
    id: 'connection',
    title: 'L1 and L2 connection',
    layout: 'networks',
    rows: [
      {keys: ['CHAINSPEC_PATH_ON_HOST'], kind: 'path', required: 'always', fixedOnPublic: true, description: 'L2 chainspec file given to Nethermind'},
      {keys: ['L1_CHAINID'], kind: 'chainId', required: 'always', description: 'L1 chain ID'},
      {keys: ['L1_ENDPOINT_HTTP'], kind: 'httpUrl', required: 'always', display: {hoodi: OWN_L1}, description: 'L1 execution JSON-RPC'},
      {
        keys: ['L1_ENDPOINT_WS'],
        kind: 'wsUrl',
        required: 'always',
        display: {hoodi: OWN_L1},
        description: 'L1 execution WebSocket, required by the proposer and the prover relayer',
      },
      {keys: ['L1_BEACON_HTTP'], kind: 'httpUrl', required: 'always', display: {hoodi: OWN_L1}, description: 'L1 beacon API, used by the driver to read blobs'},
      {keys: ['L2_CHAINID'], kind: 'chainId', required: 'always', description: 'L2 chain ID'},
      {keys: ['L2_GENESIS_HASH'], kind: 'hash32', required: 'always', fixedOnPublic: true, description: 'Expected L2 genesis hash, passed to Nethermind'},
      {keys: ['L2_ENDPOINT_HTTP'], kind: 'httpUrl', required: 'always', description: 'L2 JSON-RPC as seen from containers'},
      {keys: ['L2_ENDPOINT_WS'], kind: 'wsUrl', required: 'always', description: 'L2 WebSocket as seen from containers'},
      {keys: ['L2_AUTH_HTTP'], kind: 'httpUrl', required: 'always', description: 'L2 Engine API (authenticated with the JWT in `static/jwtsecret`)'},
    ],
  },
  {
    id: 'ports',
    title: 'Ports and explorer',
    layout: 'networks',
    rows: [
      {keys: ['L2_METRICS_PORT'], kind: 'port', required: 'always', description: 'Nethermind metrics port'},
      {keys: ['L2_HTTP_PORT'], kind: 'port', required: 'always', description: 'Nethermind JSON-RPC port'},
      {keys: ['L2_WS_PORT'], kind: 'port', required: 'always', description: 'Nethermind WebSocket port'},
      {keys: ['L2_ENGINE_API_PORT'], kind: 'port', required: 'always', description: 'Nethermind Engine API port'},
      {
        keys: ['L2_NETWORK_DISCOVERY_PORT'],
        kind: 'port',
        required: 'always',
        description: 'P2P discovery port published by the L2 node (see [Port map](/docs/guides/running-surge/deploy-l2#port-map))',
      },
      {keys: ['POSTGRES_PORT'], kind: 'port', description: 'Blockscout database port'},
      {keys: ['VERIFIER_PORT'], kind: 'port', description: 'Blockscout smart-contract verifier port'},
      {keys: ['BLOCKSCOUT_PORT'], kind: 'port', description: 'Blockscout backend API port'},
      {keys: ['BLOCKSCOUT_API_HOST'], kind: 'host', description: 'Host name of the L2 Blockscout API. Rewritten to the machine IP in remote mode'},
      {keys: ['BLOCKSCOUT_L2_HOST'], kind: 'host', description: 'Host of the L2 node for Blockscout. Rewritten in remote mode'},
      {keys: ['BLOCKSCOUT_FRONTEND_PORT'], kind: 'port', description: 'L2 explorer web port. The scripts fall back to 3000 only if this is unset'},
    ],
  },
  {
    id: 'node',
    title: 'Node behaviour',
    layout: 'networks',
    rows: [
      {keys: ['PUBLIC_KEY'], kind: 'address', required: 'deploy', description: 'Address of the owner and deployer account (also used by the spammer)'},
      {keys: ['PRIVATE_KEY'], kind: 'privateKey', required: 'deploy', display: {devnet: DEVNET_KEY}, description: 'Private key of that account'},
      {keys: ['CHECK_PROFITABILITY'], kind: 'boolean', description: 'Whether the proposer checks that a proposal is profitable'},
      {
        keys: ['ALLOW_EMPTY_BLOCKS'],
        kind: 'boolean',
        description:
          'Passed to the proposer as `--allowEmptyBlocks=<value>` whenever it is not empty. No flag of that name exists in taiko-client v25.1.2 (found by reading the source, not by running it). If the proposer rejects the flag, set the key to an empty value',
      },
      {keys: ['ENABLE_P2P_SYNC'], kind: 'boolean', description: 'Sync the L2 from peers instead of only from L1'},
      {keys: ['EL_LOG_LEVEL'], kind: 'text', description: 'Nethermind log level'},
      {keys: ['MAXPEERS'], kind: 'integer', description: 'Nethermind maximum active peers'},
      {
        keys: ['BOOT_NODES'],
        kind: 'enodeList',
        required: 'p2p',
        display: {hoodi: 'the Surge Hoodi bootnode (full enode in the [Hoodi network reference](/docs/guides/surge-on-hoodi#network-reference))'},
        description: 'Comma-separated enode list, used only with P2P sync',
      },
      {keys: ['P2P_SYNC_URL'], kind: 'httpUrl', required: 'p2p', description: 'L2 RPC used as the checkpoint for P2P sync'},
    ],
  },
  {
    id: 'protocol',
    title: 'Protocol deployment parameters',
    layout: 'devnet',
    rows: [
      {
        keys: ['BROADCAST', 'VERIFY'],
        kind: 'boolean',
        description: 'Foundry broadcast and verify switches. The scripts set `BROADCAST=true` and `VERIFY=false` themselves',
      },
      {keys: ['VERIFY_ARG'], kind: 'text', description: 'Verification arguments, targeting the L1 Blockscout API'},
      {
        keys: ['USE_TIMELOCKED_OWNER'],
        kind: 'boolean',
        display: {devnet: 'empty (set by the prompt)'},
        description: '`true` makes `SurgeTimelockController` the owner',
      },
      {keys: ['LOG_LEVEL'], kind: 'text', description: 'Foundry verbosity'},
      {keys: ['BLOCK_GAS_LIMIT'], kind: 'integer', description: 'Block gas limit for the Foundry deployment script'},
      {keys: ['L2_NETWORK'], kind: 'l2Network', description: 'Selects the inbox variant: `devnet`, `testnet` or `mainnet`'},
      {keys: ['OWNER_MULTISIG'], kind: 'address', description: 'Timelock proposer'},
      {keys: ['OWNER_MULTISIG_SIGNERS'], kind: 'addressList', description: 'Timelock executors'},
      {keys: ['TIMELOCK_PERIOD'], kind: 'integer', description: 'Timelock minimum delay, in seconds'},
      {keys: ['DAO'], kind: 'address', description: 'Receives the bonds of batches finalised after the cooldown window'},
      {
        keys: ['MAX_VERIFICATION_DELAY'],
        kind: 'integer',
        description: 'Seconds without verification after which the verification streak breaks and a rollback is allowed',
      },
      {keys: ['MIN_VERIFICATION_STREAK'], kind: 'integer', description: 'Seconds of unbroken verification needed before the timelock can execute'},
      {keys: ['LIVENESS_BOND_BASE'], kind: 'integer', description: 'Liveness bond per batch, in wei (1 ETH)'},
      {keys: ['COOLDOWN_WINDOW'], kind: 'integer', description: 'Seconds before a batch proven by only one proof family (ZK only or TEE only) can finalise'},
      {keys: ['USE_PRECONF'], kind: 'boolean', description: 'Deploy the preconfirmation router'},
      {keys: ['FALLBACK_PRECONF'], kind: 'address', description: 'Fallback preconfirmer address'},
      {
        keys: ['INCLUSION_WINDOW'],
        kind: 'integer',
        description:
          'Forced-inclusion window, in batches (1 to 255): a stored forced transaction falls due once this many batches have been proposed since it was stored (or since the last forced inclusion was processed, if that is later), and TaikoWrapper then rejects proposals that do not include it first',
      },
      {keys: ['INCLUSION_FEE_IN_GWEI'], kind: 'integer', description: 'Forced-inclusion fee, in gwei'},
      {
        keys: ['DEPLOY_SGX_RETH_VERIFIER', 'DEPLOY_SGX_GETH_VERIFIER', 'DEPLOY_RISC0_RETH_VERIFIER', 'DEPLOY_SP1_RETH_VERIFIER'],
        kind: 'boolean',
        description: 'Which verifier contracts to deploy',
      },
      {
        keys: [
          'MR_ENCLAVE',
          'MR_SIGNER',
          'V3_QUOTE_BYTES',
          'MR_ENCLAVE_RETH',
          'MR_SIGNER_RETH',
          'V3_QUOTE_BYTES_RETH',
          'MR_ENCLAVE_GETH',
          'MR_SIGNER_GETH',
          'V3_QUOTE_BYTES_GETH',
        ],
        kind: 'hex',
        description: "SGX registration inputs, filled from the prover's `/guest_data`",
      },
      {keys: ['AUTOMATA_PROXY_ADDRESS', 'SGX_VERIFIER_ADDRESS'], kind: 'address', description: 'SGX registration inputs'},
      {keys: ['FMSPC'], kind: 'text', description: 'Intel platform ID used to fetch the TCB info'},
      {keys: ['TCB_LINK'], kind: 'url', description: 'Intel PCS URL for TCB info'},
      {keys: ['QE_IDENTITY_LINK'], kind: 'url', description: 'Intel PCS URL for the quoting-enclave identity'},
      {keys: ['QEID_PATH', 'TCB_INFO_PATH'], kind: 'path', description: 'Paths inside the deployer container'},
      {keys: ['RISC0_AGGREGATION_IMAGE_ID', 'RISC0_BLOCK_PROVING_IMAGE_ID'], kind: 'hex', description: 'RISC Zero image IDs, filled from `/guest_data`'},
      {
        keys: ['SP1_BLOCK_PROVING_PROGRAM_VKEY', 'SP1_AGGREGATION_PROGRAM_VKEY'],
        kind: 'hex',
        description: 'SP1 program verification keys, filled from `/guest_data`',
      },
    ],
  },
  {
    id: 'contracts',
    title: 'Contract addresses',
    layout: 'contracts',
    rows: [
      ...(
        [
          ['BRIDGE', 'always'],
          ['ERC20_VAULT'],
          ['ERC721_VAULT'],
          ['ERC1155_VAULT'],
          ['SIGNAL_SERVICE'],
          ['L1_OWNER'],
          ['SURGE_TIMELOCK_CONTROLLER'],
          ['AUTOMATA_DCAP_ATTESTATION_GETH'],
          ['AUTOMATA_DCAP_ATTESTATION_RETH'],
          ['PEM_CERT_CHAIN_LIB'],
          ['SGX_GETH_VERIFIER'],
          ['SGX_RETH_VERIFIER'],
          ['SP1_RETH_VERIFIER'],
          ['SUCCINCT_VERIFIER'],
          ['RISC0_RETH_VERIFIER'],
          ['RISC0_GROTH16_VERIFIER'],
          ['TAIKO_INBOX', 'always'],
          ['TAIKO_WRAPPER', 'always'],
          ['FORCED_INCLUSION_STORE', 'always'],
          ['SURGE_PROPOSER_WRAPPER'],
          ['PROOF_VERIFIER'],
          ['SIG_VERIFY_LIB'],
          ['SHARED_RESOLVER'],
        ] as const
      ).map(([key, required]): EnvRow => ({
        keys: [key],
        kind: 'address',
        layer: 'L1',
        fixedOnPublic: true,
        description: 'L1 contract of the deployment',
        ...(required ? {required} : {}),
      })),
      ...(['L2_BRIDGE', 'L2_ERC20_VAULT', 'L2_ERC721_VAULT', 'L2_ERC1155_VAULT', 'L2_SIGNAL_SERVICE', 'TAIKO_ANCHOR'] as const).map((key): EnvRow => ({
        keys: [key],
        kind: 'address',
        layer: 'L2',
        fixedOnPublic: true,
        description: 'L2 predeploy, derived from the L2 chain ID',
        ...(key === 'TAIKO_ANCHOR' ? {required: 'always' as const} : {}),
      })),
    ],
  },
  {
    id: 'prover',
    title: 'Prover relayer',
    layout: 'networks',
    rows: [
      {keys: ['ENABLE_PROVER'], kind: 'boolean', description: 'Start the prover relayer. Otherwise its log shows `PROVER IS DISABLED`'},
      {
        keys: ['L1_PROVER_PRIVATE_KEY'],
        kind: 'privateKey',
        required: 'prover',
        display: {devnet: DEVNET_KEY, hoodi: 'empty (fund your own account)'},
        description: 'Key that submits proofs (`--l1.proverPrivKey`). Required',
      },
      {
        keys: ['SGX_RAIKO_HOST'],
        kind: 'httpUrl',
        required: 'prover',
        description:
          'SGX Raiko address (`--raiko.host.sgx`), also where the protocol deployment script fetches SGX guest data. Required when the prover relayer runs',
      },
      {
        keys: ['RAIKO_HOST_ZKVM'],
        kind: 'httpUrl',
        description:
          'ZK Raiko address (`--raiko.host.zkvm`, passed only when set), also the source of SP1 and RISC Zero guest data. Without it, SGX proofs alone finalise a batch only after the cooldown window',
      },
      {keys: ['SGX_BATCH_SIZE'], kind: 'integer', description: 'Proofs per SGX submission. Above 1, proofs are aggregated'},
      {keys: ['ZKVM_BATCH_SIZE'], kind: 'integer', description: 'Proofs per ZK submission. Above 1, proofs are aggregated'},
      {
        keys: ['RAIKO_REQUEST_TIMEOUT'],
        kind: 'duration',
        description: "Timeout of proof requests to Raiko (`--raiko.requestTimeout`; the flag's own default is 10m)",
      },
      {
        keys: ['FORCE_BATCH_PROVING_INTERVAL'],
        kind: 'duration',
        description:
          'How often the prover relayer flushes a partial aggregation, as a Go duration. Empty in both presets, so the prover relayer uses its default of 30m; keep it at 45m or less',
      },
      {
        keys: ['STARTING_BATCH_ID'],
        kind: 'integer',
        description:
          'Batch ID the prover relayer starts reading proposed batches from. Empty in both presets, so it starts from the last verified batch. Leave it empty: the start script passes it as `--prover.startingBatchId`, but taiko-client v25.1.2 only knows `--prover.startingBatchID` (flag names are case-sensitive), so a value here makes the prover relayer exit at start with `flag provided but not defined: -prover.startingBatchId`',
      },
      {
        keys: ['LOCAL_PROPOSER_ADDRESSES'],
        kind: 'addressList',
        description:
          'Comma-separated L1 addresses of other proposers whose batches the prover relayer proves at once, as it does its own, instead of waiting for their proving window to pass. Empty in both presets (`--prover.localProposerAddresses`)',
      },
      {
        keys: ['BLOCK_CONFIRMATIONS'],
        kind: 'integer',
        description:
          'L1 blocks the prover relayer waits for on top of a proposal before it picks the batch up. Empty in both presets, so the default of 6 applies; lower it on a devnet, raise it where L1 reorgs are likely (`--prover.blockConfirmations`)',
      },
      {
        keys: ['PROVE_UNASSIGNED_BLOCKS'],
        kind: 'boolean',
        description:
          "With `true`, the prover relayer also proves other proposers' batches once their proving window has passed with no valid proof on L1, as a backup prover. `false` in both presets and by default (`--prover.proveUnassignedBlocks`)",
      },
      {
        keys: ['PROOF_POLLING_INTERVAL'],
        kind: 'duration',
        description:
          'How often the prover relayer asks Raiko again for a proof that is not ready, as a Go duration. Empty in both presets, so the default of 10s applies; raise it for slow ZK proofs (`--prover.proofPollingInterval`)',
      },
    ],
  },
  {
    id: 'proposer',
    title: 'Proposer',
    layout: 'networks',
    rows: [
      {keys: ['ENABLE_PROPOSER'], kind: 'boolean', description: 'Start the proposer. Otherwise its log shows `PROPOSER IS DISABLED`'},
      {
        keys: ['L1_PROPOSER_PRIVATE_KEY'],
        kind: 'privateKey',
        required: 'proposer',
        display: {devnet: DEVNET_KEY, hoodi: 'empty (fund your own account)'},
        description: 'Key that proposes batches (`--l1.proposerPrivKey`). Required',
      },
      {keys: ['L2_SUGGESTED_FEE_RECIPIENT'], kind: 'address', required: 'proposer', description: 'Receives L2 fees (`--l2.suggestedFeeRecipient`)'},
      {keys: ['L1_BLOB_ALLOWED'], kind: 'boolean', description: 'Post batch data as EIP-4844 blobs (`--l1.blobAllowed`)'},
      {keys: ['TXPOOL_LOCALS'], kind: 'addressList', description: 'Only propose transactions from these accounts (`--txPool.localsOnly --txPool.locals`)'},
      {
        keys: ['L1_FALLBACK_TO_CALLDATA'],
        kind: 'boolean',
        description:
          'With `L1_BLOB_ALLOWED=true`, the proposer prices each proposal both ways at current L1 fees and sends it as calldata when that costs less than blobs (as blobs if the estimate fails). Empty in both presets, so off (`--l1.fallbackToCalldata`)',
      },
      {
        keys: ['L1_REVERT_PROTECTION'],
        kind: 'boolean',
        description:
          'Marks each proposal so that the inbox reverts it when another batch was proposed in the same L1 block (`NotFirstProposal()`) or the last batch is not the one it was built on (`ParentMetaHashMismatch()`); this saves gas only with an L1 block builder that leaves reverting transactions out. Empty in both presets, so off (`--l1.revertProtection`)',
      },
      {
        keys: ['EPOCH_MIN_TIP'],
        kind: 'decimal',
        description: 'Minimum tip for the proposer, in gwei. Empty in both presets, so the flag is not passed and its default applies (`--epoch.minTip`)',
      },
      {keys: ['EPOCH_INTERVAL'], kind: 'duration', description: 'How often the proposer runs (`--epoch.interval`)'},
      {
        keys: ['EPOCH_MIN_PROPOSING_INTERVAL'],
        kind: 'duration',
        description: 'Forces a proposal, even an empty one, at this interval (`--epoch.minProposingInterval`; 0 disables)',
      },
      {
        keys: ['EPOCH_ALLOW_ZERO_TIP_INTERVAL'],
        kind: 'text',
        description:
          'Every this many proposing epochs (ticks of `EPOCH_INTERVAL`), the proposer also takes transactions that pay no tip. Empty in both presets, so the default `0` turns it off; set it when `EPOCH_MIN_TIP` is above zero (`--epoch.allowZeroTipInterval`)',
      },
      {
        keys: ['TX_POOL_MAX_TX_LISTS_PER_EPOCH'],
        kind: 'integer',
        description:
          'Most transaction lists (each one L2 block) the proposer puts into a batch per epoch; `6` in both presets, against a flag default of 1. Lower it for smaller batches (`--txPool.maxTxListsPerEpoch`)',
      },
      {
        keys: ['PROVER_SET'],
        kind: 'address',
        description:
          'Address of a ProverSet contract; empty in both presets, meaning none. The start scripts pass it to the proposer and the prover relayer, but only the prover relayer acts on it: as the prover it names to Raiko, and as a proposer whose batches it proves. Leave it empty unless you run one (`--proverSet`)',
      },
      {
        keys: ['SIGNAL_FORCE_PROPOSING_DELAY'],
        kind: 'duration',
        description: 'Propose this long after an L1 → L2 bridge message, even with an empty mempool (`--signal.forceProposingDelay`)',
      },
    ],
  },
  {
    id: 'tx',
    title: 'Transaction manager',
    layout: 'networks',
    rows: [
      {
        keys: ['TX_GAS_LIMIT'],
        kind: 'integer',
        description: 'Gas limit of the L1 transactions the proposer and the prover relayer send; `0` means estimate it (`--tx.gasLimit`)',
      },
      {
        keys: ['TX_NOT_IN_MEMPOOL_TIMEOUT'],
        kind: 'duration',
        description:
          'How long the proposer and the prover relayer try to get an L1 transaction into the L1 mempool before giving up on it, as a Go duration; `30s` in both presets, against a flag default of 2m. Raise it if the L1 node is slow (`--tx.notInMempoolTimeout`)',
      },
      {
        keys: ['TX_RESUBMISSION_TIMEOUT'],
        kind: 'duration',
        description:
          'How long the proposer and the prover relayer wait for an L1 transaction to be mined before resending it with a higher fee, as a Go duration; `10s` in both presets, against a flag default of 48s. Raise it to pay less, lower it on a congested L1 (`--tx.resubmissionTimeout`)',
      },
      {
        keys: ['TX_MIN_TIP_CAP'],
        kind: 'decimal',
        display: {devnet: 'see note'},
        description:
          'Minimum priority fee, in gwei, of the L1 transactions of the proposer, the prover relayer and the bridge relayers. Both presets set it twice; the last line, `1.0`, wins (`--tx.minTipCap`)',
      },
      {
        keys: [
          'TX_FEE_LIMIT_MULTIPLIER',
          'TX_FEE_LIMIT_THRESHOLD',
          'TX_MIN_BASE_FEE',
          'TX_NUM_CONFIRMATIONS',
          'TX_RECEIPT_QUERY_INTERVAL',
          'TX_SAFE_ABORT_NONCE_TOO_LOW_COUNT',
          'TX_SEND_TIMEOUT',
        ],
        kind: 'text',
        description: 'Optional transaction-manager settings, passed as the matching `--tx.*` flags when set',
      },
    ],
  },
  {
    id: 'relayer',
    title: 'Relayer',
    layout: 'networks',
    rows: [
      {keys: ['MYSQL_USER', 'MYSQL_PASSWORD'], kind: 'text', description: "Credentials of the bridge relayers' MySQL database"},
      {keys: ['MYSQL_DATABASE'], kind: 'text', description: "Name of the bridge relayers' database"},
      {keys: ['MYSQL_HOST'], kind: 'hostPort', description: "Host and port of the bridge relayers' database"},
      {
        keys: ['MYSQL_MAX_IDLE_CONNS', 'MYSQL_MAX_OPEN_CONNS', 'MYSQL_CONN_MAX_LIFETIME'],
        kind: 'integer',
        description: "Connection pool of the bridge relayers' database",
      },
      {keys: ['RABBITMQ_USER', 'RABBITMQ_PASSWORD'], kind: 'text', description: "Credentials of the bridge relayers' RabbitMQ queue"},
      {keys: ['RABBITMQ_PORT'], kind: 'port', description: "Port of the bridge relayers' RabbitMQ queue"},
      {
        keys: ['CONFIRMATIONS_BEFORE_PROCESSING'],
        kind: 'integer',
        description: 'Confirmations the bridge relayers wait for before a bridge message is processed (was 1 before v25.1.1)',
      },
      {keys: ['NUM_GOROUTINES', 'BLOCK_BATCH_SIZE', 'QUEUE_PREFETCH'], kind: 'integer', description: 'Throughput tuning of the bridge relayers'},
      {keys: ['HEADER_SYNC_INTERVAL_IN_SECONDS'], kind: 'integer', description: 'Header sync interval of the bridge relayers, in seconds'},
      {
        keys: ['PROCESSOR_PRIVATE_KEY'],
        kind: 'privateKey',
        required: 'relayers',
        display: {devnet: `${DEVNET_KEY} (no \`0x\` prefix)`, hoodi: 'empty'},
        description: 'Key the bridge relayers use to claim bridge messages',
      },
      {keys: ['PROCESSING_FEE_MULTIPLIER'], kind: 'decimal', description: 'Multiplier applied to the bridge relayer fee'},
      {keys: ['PROFITABLE_ONLY'], kind: 'boolean', description: 'Profitability filter of the bridge relayers'},
    ],
  },
];

/** The row that describes a key, with its section. */
export type EnvKeyInfo = EnvRow & {key: string; section: EnvSection};

export const ENV_KEY_INFO: ReadonlyMap<string, EnvKeyInfo> = new Map(
  ENV_SECTIONS.flatMap((section) => section.rows.flatMap((row) => row.keys.map((key) => [key, {...row, key, section}] as const))),
);

/** Anchor of a key's row in the Deploy L2 reference: `key-l1-endpoint-http`. */
export function envKeyAnchor(key: string): string {
  return `key-${key.toLowerCase().replace(/_/g, '-')}`;
}

export const ENV_REFERENCE_PATH = '/docs/guides/running-surge/deploy-l2';

/**
 * Host ports the stack publishes without a `.env` key (port map of v25.1.2), and the L1 devnet's;
 * `speaks` where the node doctor can tell the service by its answer (src/doctor/judgeAnswers.ts).
 */
export const FIXED_PORTS: readonly {port: number; service: string; devnetL1?: true; speaks?: 'L1 JSON-RPC' | 'beacon API'}[] = [
  {port: 6060, service: 'driver metrics'},
  {port: 6061, service: 'proposer metrics'},
  {port: 6062, service: 'prover relayer metrics'},
  {port: 6063, service: 'L1 relayer processor metrics'},
  {port: 6064, service: 'L1 relayer indexer metrics'},
  {port: 6065, service: 'L1 relayer API metrics'},
  {port: 6066, service: 'L2 relayer API metrics'},
  {port: 6067, service: 'L2 relayer processor metrics'},
  {port: 6068, service: 'L2 relayer indexer metrics'},
  {port: 8080, service: 'L2 Spamoor UI'},
  {port: 3002, service: 'Bridge UI'},
  {port: 4102, service: 'L1 relayer API'},
  {port: 4103, service: 'L2 relayer API'},
  {port: 3306, service: 'relayer MySQL'},
  {port: 15672, service: 'RabbitMQ management UI'},
  {port: 15692, service: 'RabbitMQ Prometheus'},
  {port: 32003, service: 'L1 devnet JSON-RPC', devnetL1: true, speaks: 'L1 JSON-RPC'},
  {port: 32004, service: 'L1 devnet WebSocket', devnetL1: true},
  {port: 33001, service: 'L1 devnet beacon API', devnetL1: true, speaks: 'beacon API'},
  {port: 36000, service: 'L1 devnet Spamoor UI', devnetL1: true},
  {port: 36004, service: 'L1 devnet Blockscout API', devnetL1: true},
  {port: 36005, service: 'L1 devnet Blockscout', devnetL1: true},
];

/** A host port the stack publishes, with the `.env` keys and fixed services that use it. */
export type HostPort = {port: number; keys: string[]; services: string[]};

/**
 * Every host port a `.env` makes the stack publish: each port key's value, then the fixed
 * ports (the L1 devnet's only when it runs on this machine), with who uses each.
 */
export function hostPorts(values: ReadonlyMap<string, string>, {devnetL1}: {devnetL1: boolean}): HostPort[] {
  const ports = new Map<number, HostPort>();
  const at = (port: number) => ports.get(port) ?? ports.set(port, {port, keys: [], services: []}).get(port)!;
  for (const [key, info] of ENV_KEY_INFO) {
    const value = values.get(key);
    if (info.kind === 'port' && value && /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535) at(Number(value)).keys.push(key);
  }
  for (const fixed of FIXED_PORTS) if (!fixed.devnetL1 || devnetL1) at(fixed.port).services.push(fixed.service);
  return [...ports.values()];
}
