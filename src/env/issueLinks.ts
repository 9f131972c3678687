/** A `.env` finding's link to the Common devnet issues entry that explains it, named by its heading. */
import {DEVNET_ISSUES, DEVNET_ISSUES_PATH, type DevnetIssueId} from '@site/src/data/devnetIssues';
import type {FindingLink} from './checks';

export function issueLink(id: DevnetIssueId): FindingLink {
  return {to: `${DEVNET_ISSUES_PATH}#${id}`, label: DEVNET_ISSUES[id]};
}
