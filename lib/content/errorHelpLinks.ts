/**
 * Errors that a docs page explains, so the error-codes page and the decoder can
 * link to the fix. Paths are site paths (no base URL); errorHelpLinks.test.ts
 * checks that each anchor exists and each error is in the data.
 */
import type {ErrorHelp} from '../../src/data/errorCodeTypes';

export type ErrorHelpLink = ErrorHelp & {name: string; contract: string};

export const ERROR_HELP_LINKS: readonly ErrorHelpLink[] = [
  {
    name: 'ProposeWithProofModeEnabled',
    contract: 'ITaikoInbox',
    path: '/docs/troubleshooting/common-devnet-issues#propose-with-proof-mode-enabled',
    title: 'proposeBatch reverts with ProposeWithProofModeEnabled',
  },
  {
    name: 'InsufficientBond',
    contract: 'ITaikoInbox',
    path: '/docs/guides/running-surge/deploy-l2#deposit-bond',
    title: 'Deposit the bond',
  },
  {
    name: 'RollbackNotAllowed',
    contract: 'ITaikoInbox',
    path: '/docs/about/architecture#liveness-safety-valves',
    title: 'Liveness safety valves',
  },
  {
    name: 'VerificationStreakDisrupted',
    contract: 'SurgeTimelockController',
    path: '/docs/troubleshooting/common-devnet-issues#verification-streak-disrupted',
    title: 'Timelock execute reverts with VerificationStreakDisrupted',
  },
  {
    name: 'NotAuthorized',
    contract: 'SurgeProposerWrapper',
    path: '/docs/guides/surge-on-hoodi/run-l2#common-problems',
    title: 'Run L2 on Hoodi: common problems',
  },
  {
    name: 'FUNCTION_DISABLED',
    contract: 'EssentialContract',
    path: '/docs/about/architecture#governance',
    title: 'Governance controls',
  },
];

/** The help link for an error, if a page explains it. */
export function findErrorHelp(name: string, contract: string | null): ErrorHelp | undefined {
  const link = ERROR_HELP_LINKS.find((entry) => entry.name === name && entry.contract === contract);
  return link && {path: link.path, title: link.title};
}
