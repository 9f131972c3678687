/**
 * Runs ShellCheck (Debian's `shellcheck` package) over every shell block of
 * docs/, tokens substituted, and fails naming the doc line of each finding.
 * The rules it leaves out, and why, are SHELLCHECK_EXCLUSIONS in lib/content/shellBlocks.ts.
 * Usage: npx tsx scripts/check-shell-blocks.ts
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {replaceSiteFactTokens, siteFacts} from '../lib/content/siteFacts';
import {readDocSources} from '../lib/content/scanDocs';
import {describeFinding, SHELLCHECK_EXCLUSIONS, shellBlocks, type ShellCheckComment} from '../lib/content/shellBlocks';

// An unknown token stays as it is here (npm run check:docs names it): this check is about the commands.
const blocks = shellBlocks(readDocSources(process.cwd(), 'docs'), (source) => replaceSiteFactTokens(source, siteFacts()).text);
if (blocks.length === 0) {
  // A scan that found nothing must not pass as a clean one.
  console.error('No shell blocks found under docs/: run this from the repository root.');
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), 'shell-blocks-'));
const files = blocks.map((block, index) => {
  const file = path.join(dir, `${index}.sh`);
  writeFileSync(file, `${block.body}\n`);
  return file;
});

// One ShellCheck run over every block: a process per block would take a second or more in all.
const result = spawnSync('shellcheck', ['--shell=bash', '--format=json1', `--exclude=${SHELLCHECK_EXCLUSIONS.map((rule) => rule.code).join(',')}`, ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
rmSync(dir, {recursive: true, force: true});

if (result.error) {
  console.error(
    `ShellCheck could not run (${result.error.message}). Install it: "sudo apt-get install shellcheck" on Debian or Ubuntu, "brew install shellcheck" on macOS.`,
  );
  process.exit(1);
}
let comments: (ShellCheckComment & {file: string})[];
try {
  comments = (JSON.parse(result.stdout) as {comments: (ShellCheckComment & {file: string})[]}).comments;
} catch {
  console.error(`ShellCheck gave no report: ${result.stderr.trim() || result.stdout.trim()}`);
  process.exit(1);
}
for (const comment of comments) {
  console.error(describeFinding(blocks[files.indexOf(comment.file)]!, comment));
}
console.log(`${blocks.length} shell blocks checked, ${comments.length} finding${comments.length === 1 ? '' : 's'}`);
process.exit(comments.length > 0 ? 1 : 0);
