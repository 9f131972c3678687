/**
 * Entries of the Common devnet issues page that the `.env` checker links to,
 * by anchor and heading (a unit test checks both against the page).
 */
import type {FindingLink} from './checks';

export const DEVNET_ISSUES_PATH = '/docs/troubleshooting/common-devnet-issues';

export const LINKED_ISSUES = {
  'tx-min-tip-cap-defined-twice': 'A new TX_MIN_TIP_CAP value has no effect',
  'blockscout-port-3001': 'L2 Blockscout is not on port 3000',
  'relayer-hardcoded-l1-url': 'Relayers on Hoodi cannot reach L1',
  'allow-empty-blocks-flag': 'ALLOW_EMPTY_BLOCKS does not control the proposer',
  'no-peers-behind-nat': 'Node finds no peers behind NAT or a firewall',
  'raiko-genesis-time-remote': 'Raiko chain spec has the wrong L1 genesis_time in remote mode',
  'prover-relayer-required-variable-empty': 'Prover relayer exits because a required variable is empty',
  'proposer-required-variable-empty': 'Proposer exits because a required variable is empty',
  'proposer-or-prover-disabled': 'Logs say the proposer or prover is disabled',
  'port-clash-8080-8081': 'Port 8080 or 8081 is already in use',
  'host-docker-internal-unreachable': 'Containers cannot reach host.docker.internal',
  'timelocked-owner-blocks-changes': 'Registered provers or parameters cannot be changed later',
  'sync-stalls-blobs-pruned': 'Hoodi node stalls while syncing old blocks',
  'no-batches-finalised': 'No batches are finalised on L1',
} as const;

export type LinkedIssue = keyof typeof LINKED_ISSUES;

export function issueLink(id: LinkedIssue): FindingLink {
  return {to: `${DEVNET_ISSUES_PATH}#${id}`, label: LINKED_ISSUES[id]};
}
