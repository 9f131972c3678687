/**
 * Checks the production dependencies for known high or critical advisories
 * with `npm audit --omit=dev`. Each one must be fixed or explained in
 * scripts/audit-exceptions.json ({"advisory": "GHSA-…", "reason": "…"}).
 * When the registry's audit endpoint cannot be reached, it says so as a CI
 * warning and passes: nothing was checked. It needs the network, so it is
 * not part of `npm test` (which talks to 127.0.0.1 only).
 *
 * Usage: npm run check:audit
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {auditVerdict, readAuditExceptions} from '../lib/project/auditVerdict';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exceptions = readAuditExceptions(readFileSync(path.join(REPO_ROOT, 'scripts/audit-exceptions.json'), 'utf8'));

// npm exits non-zero both for advisories and for a failed request: the JSON tells them apart.
const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000});
const {exitCode, lines} = auditVerdict(audit.stdout ?? '', exceptions);
for (const line of lines) console.log(line);
process.exit(exitCode);
