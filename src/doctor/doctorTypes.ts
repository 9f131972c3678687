/** The node doctor's results: one per check it ran, each pass, warn or fail, with a sentence and a docs section. */
import type {Network} from '@site/src/data/envPresetTypes';

export type CheckStatus = 'pass' | 'warn' | 'fail';

/** A docs section: site path with its anchor, and its title. */
export type DocsLink = {to: string; label: string};

/** What a check found: its status and one sentence (plus detail lines, e.g. the .env findings). */
export type Outcome = {status: CheckStatus; sentence: string; details?: string[]};

export type CheckResult = Outcome & {id: string; title: string; link: DocsLink; ms: number};

/** A check the setup makes relevant that did not run, and why (a check it needs failed). */
export type NotRun = {id: string; title: string; reason: string};

export type DoctorReport = {
  network: Network;
  /** The endpoints asked, as shown (scheme, host and port only) with the key or flag that named them. */
  endpoints: {role: string; url: string; from: string}[];
  results: CheckResult[];
  notRun: NotRun[];
  /** Checks the .env does not make relevant, with the reason, for the curious reader. */
  notRelevant: NotRun[];
  ms: number;
};
