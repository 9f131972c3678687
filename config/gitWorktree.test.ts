import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {isInsideGitWorktree} from './gitWorktree';

describe('isInsideGitWorktree', () => {
  let scratch = '';
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'surge-git-worktree-'));
  });
  afterEach(() => rmSync(scratch, {recursive: true, force: true}));

  test('is true in a folder of a repository and false in a folder outside any', () => {
    const repository = path.join(scratch, 'repository');
    const outside = path.join(scratch, 'outside');
    mkdirSync(path.join(repository, 'docs'), {recursive: true});
    mkdirSync(outside);
    execFileSync('git', ['init', '-q'], {cwd: repository});
    expect(isInsideGitWorktree(path.join(repository, 'docs'))).toBe(true);
    expect(isInsideGitWorktree(outside)).toBe(false);
  });

  test('is false for a folder that does not exist (git cannot run there)', () => {
    expect(isInsideGitWorktree(path.join(scratch, 'no-such-folder'))).toBe(false);
  });
});
