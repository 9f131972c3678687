/**
 * Every check of a content change, over a site folder's docs/ (npm run check:docs,
 * scripts/check-docs.ts): markdownlint, cspell and ShellCheck run as tools, side by
 * side; tokens, MDX syntax, partials, links and anchors, glossary links, sources
 * talk, diagram descriptions, answer-first openings and the sidebar are the functions of lib/content/docFindings.ts. Every
 * check runs even when another finds something, and a tool that cannot run is a
 * finding too, saying how to get it.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  cspellFindings,
  findAnswerLaterFindings,
  findDiagramsWithoutText,
  findBrokenDocLinks,
  findMissingPartials,
  findPagesOutsideSidebar,
  findSourcesTalkFindings,
  findUnlinkedGlossaryTerms,
  markdownlintFindings,
  parseDocForChecks,
  shellCheckFinding,
  sortFindings,
  type Finding,
} from './docFindings';
import {readDocSources, type DocSource} from './scanDocs';
import {SHELLCHECK_EXCLUSIONS, shellBlocks, type ShellCheckComment} from './shellBlocks';
import {replaceSiteFactTokens} from './siteFacts';

const REPOSITORY = path.resolve(__dirname, '../..');

type Run = {code: number | null; stdout: string; stderr: string; error?: Error};

function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({code: null, stdout, stderr, error}));
    child.on('close', (code) => resolve({code, stdout, stderr}));
  });
}

function toolFailure(tool: string, detail: string, fix: string): Finding {
  return {file: '-', line: 0, column: 0, rule: tool, message: `${tool} could not run: ${detail}`, fix};
}

/** A tool's findings, or one finding saying it did not run (a check that ran nothing must not pass as clean). */
async function runTool(tool: string, args: readonly string[], cwd: string, read: (output: string) => Finding[]): Promise<Finding[]> {
  const result = await run(path.join(REPOSITORY, 'node_modules', '.bin', tool), args, cwd);
  const output = `${result.stdout}\n${result.stderr}`;
  const findings = read(output);
  if (result.error) return [toolFailure(tool, result.error.message, 'run npm install')];
  if (result.code !== 0 && findings.length === 0) return [toolFailure(tool, output.trim().split('\n').slice(-3).join(' '), `run npx ${tool} to see its error`)];
  return findings;
}

async function runShellCheck(docs: readonly DocSource[], facts: ReadonlyMap<string, string>): Promise<Finding[]> {
  const blocks = shellBlocks(docs, (source) => replaceSiteFactTokens(source, facts).text);
  if (blocks.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), 'check-docs-'));
  try {
    const files = await Promise.all(
      blocks.map(async (block, index) => {
        const file = path.join(dir, `${index}.sh`);
        await writeFile(file, `${block.body}\n`);
        return file;
      }),
    );
    const exclusions = `--exclude=${SHELLCHECK_EXCLUSIONS.map((rule) => rule.code).join(',')}`;
    const result = await run('shellcheck', ['--shell=bash', '--format=json1', exclusions, ...files], dir);
    if (result.error) {
      return [
        toolFailure('shellcheck', result.error.message, 'install it: "sudo apt-get install shellcheck" (Debian, Ubuntu) or "brew install shellcheck" (macOS)'),
      ];
    }
    let comments: (ShellCheckComment & {file: string})[];
    try {
      comments = (JSON.parse(result.stdout) as {comments: (ShellCheckComment & {file: string})[]}).comments;
    } catch {
      return [toolFailure('shellcheck', result.stderr.trim() || result.stdout.trim(), 'run shellcheck --version to see what is wrong')];
    }
    return comments.map((comment) => shellCheckFinding(blocks[files.indexOf(comment.file)]!, comment));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

export function cspellCache(siteDir: string): string {
  return path.join(tmpdir(), `check-docs-cspell-${createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 12)}`);
}

export type CheckDocsOptions = {
  /** The folder holding docs/, cspell.json and the markdownlint config. */
  siteDir: string;
  sidebars: Record<string, unknown>;
  facts: ReadonlyMap<string, string>;
};

/** Every finding over `siteDir`'s docs/, sorted by file and line. */
export async function checkDocs({siteDir, sidebars, facts}: CheckDocsOptions): Promise<Finding[]> {
  const docs = readDocSources(siteDir, 'docs').map(({file, source}) => ({file: file.split(path.sep).join('/'), source}));
  const tools = Promise.all([
    runTool('markdownlint-cli2', [], siteDir, markdownlintFindings),
    // cspell's cache (outside the repository, one per site folder) halves its time on the next run; its key covers the config and word list.
    runTool(
      'cspell',
      ['--no-progress', '--no-summary', '--no-color', '--cache', '--cache-strategy', 'content', '--cache-location', cspellCache(siteDir)],
      siteDir,
      cspellFindings,
    ),
    runShellCheck(docs, facts),
  ]);
  const parsed = await Promise.all(docs.map(({file, source}) => parseDocForChecks(file, source, facts)));
  const own = [
    ...parsed.flatMap((doc) => [...doc.findings, ...findAnswerLaterFindings(doc)]),
    ...findMissingPartials(parsed),
    ...findBrokenDocLinks(parsed),
    ...docs.flatMap(({file, source}) => [
      ...findUnlinkedGlossaryTerms(file, source),
      ...findSourcesTalkFindings(file, source),
      ...findDiagramsWithoutText(file, source),
    ]),
    ...findPagesOutsideSidebar(docs, sidebars),
  ];
  return sortFindings([...own, ...(await tools).flat()]);
}
