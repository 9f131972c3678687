/**
 * Fails when `npm install` changed what package-lock.json installs on this
 * machine (a version, a source, a package added or dropped). Entries for
 * optional packages built for other platforms may come and go with the
 * registry (lib/project/installChanges.ts); those are allowed.
 *
 * Usage: tsx scripts/check-install.ts LOCKFILE_BEFORE_INSTALL [LOCKFILE_AFTER]
 */
import {readFileSync} from 'node:fs';
import {installChanges} from '../lib/project/installChanges';

const [beforePath, afterPath = 'package-lock.json'] = process.argv.slice(2);
if (!beforePath) {
  console.error('Usage: tsx scripts/check-install.ts LOCKFILE_BEFORE_INSTALL [LOCKFILE_AFTER]');
  process.exit(2);
}

// glibcVersionRuntime is set only where Node runs against glibc.
const header = (process.report?.getReport() as {header?: {glibcVersionRuntime?: string}} | undefined)?.header;
const libc = process.platform !== 'linux' ? undefined : header?.glibcVersionRuntime ? 'glibc' : 'musl';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const problems = installChanges(read(beforePath), read(afterPath), {os: process.platform, cpu: process.arch, libc});
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error('Commit the lockfile that `npm install` writes, after checking the change is wanted.');
  process.exit(1);
}
console.log('package-lock.json: npm install kept every package this machine installs.');
