/**
 * The one check to run after a change to docs/ (npm run check:docs): every rule of
 * lib/content/checkDocs.ts, each finding on a line of its own,
 * `file:line:column rule — message — how to fix`, then their count. Exits 1 on any finding.
 * Usage: npx tsx scripts/check-docs.ts   (from the repository root)
 */
import sidebars from '../sidebars';
import {checkDocs} from '../lib/content/checkDocs';
import {formatFinding} from '../lib/content/docFindings';
import {siteFacts} from '../lib/content/siteFacts';

checkDocs({siteDir: process.cwd(), sidebars, facts: siteFacts()}).then(
  (findings) => {
    for (const finding of findings) console.error(formatFinding(finding));
    console.log(findings.length === 0 ? 'check:docs: no findings' : `check:docs: ${findings.length} finding${findings.length === 1 ? '' : 's'}`);
    process.exitCode = findings.length > 0 ? 1 : 0;
  },
  (error: unknown) => {
    // A fault of the check itself, not of the docs: say so in one line.
    console.error(`check:docs could not finish: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
