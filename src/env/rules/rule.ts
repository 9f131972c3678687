import type {Finding} from '../checks';
import type {Paste} from './paste';

/** One check of the `.env` checker: what it looks at, and the findings it makes for a paste. */
export type EnvRule = {
  /** The check it reports (see checks.ts); a rule that reports several checks has a name of its own. */
  id: string;
  /** What it checks, in a sentence. */
  checks: string;
  find: (paste: Paste) => Finding[];
};
