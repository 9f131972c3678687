/**
 * The entries of docs/troubleshooting/common-devnet-issues.md, by anchor, with their headings:
 * what the log troubleshooter, the `.env` checker and Ask AI link to. src/logs/logPatterns.test.ts
 * checks this list against the page.
 */
export const DEVNET_ISSUES_PATH = '/docs/troubleshooting/common-devnet-issues';

export const DEVNET_ISSUES = {
  'l1-deployment-fails': 'L1 devnet deployment fails',
  'deploy-l1-lock-exists': 'Lock file blocks the protocol deployer',
  'deploy-l1-already-completed': 'Protocol deployer finds an earlier deployment',
  'remover-sgx-profile-name': 'Verifier-setup containers remain after surge-remover.sh',
  'timelocked-owner-blocks-changes': 'Registered provers or parameters cannot be changed later',
  'env-file-not-found': 'Stack deployer says the .env file is missing',
  'stack-option-4-no-proposer': 'Stack option 4 starts no proposer or spammer',
  'proposer-required-variable-empty': 'Proposer exits because a required variable is empty',
  'proposer-or-prover-disabled': 'Logs say the proposer or prover is disabled',
  'allow-empty-blocks-flag': 'ALLOW_EMPTY_BLOCKS does not control the proposer',
  'tx-min-tip-cap-defined-twice': 'A new TX_MIN_TIP_CAP value has no effect',
  'host-docker-internal-unreachable': 'Containers cannot reach host.docker.internal',
  'blockscout-port-3001': 'L2 Blockscout is not on port 3000',
  'sync-stalls-blobs-pruned': 'Hoodi node stalls while syncing old blocks',
  'no-peers-behind-nat': 'Node finds no peers behind NAT or a firewall',
  'guest-data-not-set': 'Prover registration fails: guest data is not set',
  'raiko-genesis-time-remote': 'Raiko chain spec has the wrong L1 genesis_time in remote mode',
  'prover-relayer-required-variable-empty': 'Prover relayer exits because a required variable is empty',
  'starting-batch-id-flag': 'Prover relayer exits with "flag provided but not defined: -prover.startingBatchId"',
  'port-clash-8080-8081': 'Port 8080 or 8081 is already in use',
  'sgx-reinit-old-identity': 'SGX prover re-initialisation fails or keeps the old identity',
  'cuda-install-nouveau': 'CUDA runfile installer fails',
  'zk-container-name-raiko-zk': 'docker logs -f raiko finds nothing on the ZK machine',
  'groth16-verifier-address': 'ZK prover uses the wrong Groth16 verifier address',
  'no-batches-finalised': 'No batches are finalised on L1',
  'same-key-for-prover-and-proposer': 'Proposals or proofs revert with NotAuthorized() after a key change',
  'propose-with-proof-mode-enabled': 'proposeBatch reverts with ProposeWithProofModeEnabled',
  'verification-streak-disrupted': 'Timelock execute reverts with VerificationStreakDisrupted',
  'l1-to-l2-waits-for-l2-block': 'L1→L2 deposit waits for the next L2 block',
  'l2-to-l1-needs-deposits': 'L2→L1 withdrawal needs earlier L1→L2 deposits',
  'l2-to-l1-not-processed': 'L2→L1 withdrawals stay unprocessed',
  'relayer-hardcoded-l1-url': 'Relayers on Hoodi cannot reach L1',
} as const;

export type DevnetIssueId = keyof typeof DEVNET_ISSUES;
