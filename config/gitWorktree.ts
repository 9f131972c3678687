/**
 * Whether the site's files are in a git worktree, where Docusaurus reads each doc's last-update
 * time from its last commit. Outside one (a source archive, a container built without `.git`)
 * Docusaurus stops the build on the first doc, so docusaurus.config.ts leaves the times out.
 */
import {execFileSync} from 'node:child_process';

/** True when `git` runs and `dir` is inside a worktree; false without git or outside any repository. */
export function isInsideGitWorktree(dir: string): boolean {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    return answer.trim() === 'true';
  } catch {
    return false;
  }
}

export const OUTSIDE_GIT_WARNING =
  '[WARNING] The site is outside any git worktree: pages are built without their last-update times (ARCHITECTURE.md "Last-update times").';

// Docusaurus loads the config afresh more than once per build; the flag lives on the process so the warning is said once.
const WARNED = Symbol.for('surge-docs.outside-git-warned');

/** Whether docs show their last-update time: only inside a git worktree; outside, warns once per process. */
export function showsLastUpdateTimes(siteDir: string): boolean {
  if (isInsideGitWorktree(siteDir)) return true;
  const flags = globalThis as {[WARNED]?: boolean};
  if (!flags[WARNED]) console.warn(OUTSIDE_GIT_WARNING);
  flags[WARNED] = true;
  return false;
}
