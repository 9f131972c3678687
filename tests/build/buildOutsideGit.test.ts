/**
 * A build outside any git worktree (a source archive, a container built without `.git`) succeeds
 * and leaves the last-update times out with one warning. The test exports the project with
 * `git archive` (the working tree as a commit would hold it) to a temporary folder and
 * builds the two-page fixture site there (tests/fixtures/broken-site, which takes its
 * last-update setting from docusaurus.config.ts). tests/build/buildRules.test.ts builds the
 * same site inside the worktree, where the times are shown.
 */
import {execFileSync, spawn} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {isInsideGitWorktree, OUTSIDE_GIT_WARNING} from '../../config/gitWorktree';

const BUILD_TIMEOUT_MS = 150_000;

let exportDir = '';
beforeAll(() => {
  exportDir = mkdtempSync(path.join(tmpdir(), 'surge-export-'));
  if (isInsideGitWorktree(exportDir)) throw new Error(`${exportDir} is inside a git worktree: set TMPDIR to a folder outside any.`);
  // The tree a commit of the working tree would have (new files included, ignored ones not), written
  // through a scratch index so the real one is left alone.
  const index = {...process.env, GIT_INDEX_FILE: path.join(exportDir, '.index')};
  copyFileSync(execFileSync('git', ['rev-parse', '--git-path', 'index'], {encoding: 'utf8'}).trim(), index.GIT_INDEX_FILE);
  execFileSync('git', ['add', '--all'], {env: index});
  const tree = execFileSync('git', ['write-tree'], {env: index, encoding: 'utf8'}).trim();
  const archive = execFileSync('git', ['archive', '--format=tar', tree], {maxBuffer: 256 * 1024 * 1024});
  execFileSync('tar', ['-x', '-C', exportDir], {input: archive});
  symlinkSync(path.resolve('node_modules'), path.join(exportDir, 'node_modules'), 'dir');
});
afterAll(() => rmSync(exportDir, {recursive: true, force: true}));

function build(siteDir: string, outDir: string): Promise<{exitCode: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const docusaurus = path.join(exportDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const child = spawn(process.execPath, [docusaurus, 'build', siteDir, '--out-dir', outDir, '--no-minify'], {
      cwd: exportDir,
      env: {...process.env, BROKEN_SITE_CASE: 'anchor', SURGE_TEST_FIXTURES: '', FORCE_COLOR: '0', NO_COLOR: '1'},
      timeout: BUILD_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({exitCode, output}));
  });
}

test('a build from a git archive export succeeds without last-update times, with one warning', async () => {
  const outDir = path.join(exportDir, 'out');
  const {exitCode, output} = await build(path.join(exportDir, 'tests/fixtures/broken-site'), outDir);
  expect(exitCode, output).toBe(0);
  expect(output).not.toContain('outside any Git worktree');
  expect(output.split(OUTSIDE_GIT_WARNING).length - 1, output).toBe(1);
  const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  expect(home).toContain('This page is fine.');
  expect(home).not.toContain('theme-last-updated');
});
