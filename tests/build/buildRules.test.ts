/**
 * The build rules: a broken link or a broken image fails the build with a
 * message naming it, a broken anchor only warns. Each case builds a two-page
 * fixture site (tests/fixtures/broken-site) with the real site's settings.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';

const FIXTURE_SITE = path.resolve('tests/fixtures/broken-site');
const DOCUSAURUS = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');
const BUILD_TIMEOUT_MS = 150_000;

type BuildResult = {exitCode: number | null; output: string; outDir: string};

function buildFixture(brokenCase: string, outDir: string): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCUSAURUS, 'build', FIXTURE_SITE, '--out-dir', outDir, '--no-minify'], {
      env: {...process.env, BROKEN_SITE_CASE: brokenCase, SURGE_TEST_FIXTURES: '', FORCE_COLOR: '0', NO_COLOR: '1'},
      timeout: BUILD_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    // Strip colour codes so messages can be matched as plain text.
    // eslint-disable-next-line no-control-regex -- the escape character starts every colour code
    child.on('close', (exitCode) => resolve({exitCode, output: output.replace(/\u001b\[[0-9;]*m/g, ''), outDir}));
  });
}

// The builds share the fixture's generated files (.docusaurus): the tests of a file run one at a time.
describe('build rules', () => {
  let outDir = '';
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'surge-broken-site-'));
  });
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  test('a broken link fails the build, naming the page and the link', async () => {
    const {exitCode, output} = await buildFixture('link', outDir);
    expect(exitCode, output).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links!');
    expect(output).toMatch(/Broken link on source page path = \/broken-link:\s+-> linking to \/no-such-page/);
  });

  test('a link to a missing file fails the build, naming the source file, its line and column', async () => {
    const {exitCode, output} = await buildFixture('file-link', outDir);
    expect(exitCode, output).not.toBe(0);
    expect(output).toContain(
      "Markdown link with URL `./no-such-page.md` in source file \"tests/fixtures/broken-site/docs/broken-file-link.md\" (5:20) couldn't be resolved.",
    );
  });

  test('a broken image fails the build, naming the file and the image', async () => {
    const {exitCode, output} = await buildFixture('image', outDir);
    expect(exitCode, output).not.toBe(0);
    expect(output).toContain(
      "Markdown image with URL `./no-such-image.png` in source file \"tests/fixtures/broken-site/docs/broken-image.md\" (5:17) couldn't be resolved to an existing local image file.",
    );
  });

  test('a broken anchor only warns: the build succeeds', async () => {
    const {exitCode, output} = await buildFixture('anchor', outDir);
    expect(exitCode, output).toBe(0);
    expect(output).toContain('[WARNING] Docusaurus found broken anchors!');
    expect(output).toMatch(/Broken anchor on source page path = \/broken-anchor:\s+-> linking to \/#no-such-heading/);
    // Inside the worktree each page shows its last commit's time (tests/build/buildOutsideGit.test.ts builds outside).
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('theme-last-updated');
  });
});
