/**
 * Every check the `.env` checker runs, with its severity and a short title.
 * Findings name a check by id; the page lists this table, so the count the
 * docs state is the length of this list.
 */

export type Severity = 'error' | 'warning' | 'info';

export const CHECKS = {
  // The pasted text as a whole.
  'input-empty': {severity: 'error', title: 'Nothing to check'},
  'input-too-large': {severity: 'error', title: 'Text too large'},
  'input-binary': {severity: 'error', title: 'Binary data instead of text'},
  'file-crlf': {severity: 'warning', title: 'Windows line endings'},
  // One line at a time; dotenv skips these lines silently.
  'line-no-equals': {severity: 'error', title: 'Line without ='},
  'line-invalid-key': {severity: 'error', title: 'Invalid key name'},
  'line-export': {severity: 'warning', title: 'export prefix'},
  'line-spaces-around-equals': {severity: 'warning', title: 'Spaces around ='},
  'line-unbalanced-quote': {severity: 'error', title: 'Quote never closed'},
  'line-multiline-value': {severity: 'info', title: 'Value spans several lines'},
  'line-replacement-char': {severity: 'error', title: 'Bytes that are not UTF-8'},
  // Keys against the preset.
  'key-duplicate': {severity: 'warning', title: 'Key set twice'},
  'key-duplicate-same': {severity: 'info', title: 'Key set twice to one value'},
  'key-unknown': {severity: 'warning', title: 'Unknown key'},
  'key-missing': {severity: 'warning', title: 'Key missing'},
  'key-not-in-preset': {severity: 'info', title: 'Key of another preset'},
  'value-required-empty': {severity: 'error', title: 'Required value empty'},
  // Values of the wrong kind.
  'value-port': {severity: 'error', title: 'Port out of range'},
  'value-port-clash': {severity: 'error', title: 'Two services on one port'},
  'value-address': {severity: 'error', title: 'Not a 20-byte address'},
  'value-address-checksum': {severity: 'error', title: 'Address fails its EIP-55 checksum'},
  'value-url': {severity: 'error', title: 'URL does not parse'},
  'value-boolean': {severity: 'error', title: 'Not true or false'},
  'value-integer': {severity: 'error', title: 'Not a whole number'},
  'value-decimal': {severity: 'error', title: 'Not a number'},
  'value-duration': {severity: 'error', title: 'Not a duration'},
  'value-hash': {severity: 'error', title: 'Not a 32-byte hash'},
  'value-hex': {severity: 'error', title: 'Not hex data'},
  'value-enode': {severity: 'error', title: 'Not an enode list'},
  'value-host': {severity: 'error', title: 'Not a host name'},
  'value-host-port': {severity: 'error', title: 'Not host:port'},
  'value-private-key': {severity: 'error', title: 'Not a private key'},
  'value-l2-network': {severity: 'error', title: 'Unknown inbox variant'},
  'value-chain-id': {severity: 'error', title: 'Chain ID of another network'},
  'value-network-mismatch': {severity: 'warning', title: 'Value of another network'},
  'value-l2-predeploy': {severity: 'warning', title: 'L2 address of another chain'},
  // Risks.
  'risk-dev-key': {severity: 'error', title: 'Well-known development key on a public network'},
  'risk-local-endpoint-remote': {severity: 'error', title: 'Local L1 endpoint for a remote L1'},
  'risk-localhost-in-container': {severity: 'warning', title: 'localhost seen from a container'},
  'risk-key-not-wrapper-caller': {severity: 'error', title: 'Key the proposer wrapper does not accept'},
  'risk-timelocked-owner-devnet': {severity: 'warning', title: 'Timelocked owner on a test devnet'},
  'risk-hoodi-without-p2p-sync': {severity: 'warning', title: 'Hoodi node syncing from L1 alone'},
  'risk-devnet-without-provers': {severity: 'info', title: 'Withdrawals need provers'},
  // Where simple-surge-node v25.1.2 itself trips operators (facts README, contradictions list).
  'pitfall-blockscout-port': {severity: 'error', title: 'Explorer port not set'},
  'pitfall-relayer-l1-url': {severity: 'warning', title: 'Relayers ignore L1_ENDPOINT_HTTP'},
  'pitfall-tx-min-tip-cap': {severity: 'warning', title: 'TX_MIN_TIP_CAP set twice'},
  'pitfall-allow-empty-blocks': {severity: 'info', title: 'ALLOW_EMPTY_BLOCKS passes an unknown flag'},
  'pitfall-starting-batch-id': {severity: 'error', title: 'STARTING_BATCH_ID passes an unknown flag'},
  'pitfall-p2p-port': {severity: 'info', title: 'P2P listens on the discovery port + 100'},
  'pitfall-raiko-genesis-remote': {severity: 'warning', title: 'Raiko chain spec reads localhost:33001'},
  'pitfall-prover-without-raiko': {severity: 'info', title: 'Prover relayer enabled without Raiko'},
  'pitfall-provers-disabled': {severity: 'error', title: 'Provers chosen but ENABLE_PROVER is off'},
  'pitfall-no-zk-prover': {severity: 'info', title: 'No ZK prover: batches wait for the cooldown'},
  'pitfall-port-8080': {severity: 'warning', title: 'Raiko and Spamoor both use 8080'},
  'pitfall-blockscout-beacon-port': {severity: 'warning', title: 'Blockscout and the beacon node on one port'},
} as const satisfies Record<string, {severity: Severity; title: string}>;

export type CheckId = keyof typeof CHECKS;

/** A link shown with a finding: a site path (no base URL) and its text. */
export type FindingLink = {to: string; label: string};

export type Finding = {
  check: CheckId;
  severity: Severity;
  message: string;
  key?: string;
  /** 1-based line in the pasted text. */
  line?: number;
  links: FindingLink[];
};

export const CHECK_COUNT = Object.keys(CHECKS).length;

export const SEVERITY_ORDER: Record<Severity, number> = {error: 0, warning: 1, info: 2};
