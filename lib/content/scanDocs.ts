/**
 * Reads doc sources for the checks that scan them (code languages, text
 * alternatives): the Markdown files under a folder, and their fenced code blocks.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export type DocSource = {file: string; source: string};

/** A fenced code block: `line` is its opening fence, `endLine` its closing fence (1-based). */
export type CodeFence = {line: number; endLine: number; language: string; body: string};

/** Every .md and .mdx file under `dir` (relative to `siteDir`), sorted, with its text. */
export function readDocSources(siteDir: string, dir: string): DocSource[] {
  return readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({file: path.join(dir, file), source: readFileSync(path.join(siteDir, dir, file), 'utf8')}));
}

const FRONT_MATTER_BODY = /^---\r?\n([\s\S]*?)\r?\n---/;

/** A doc's id as Docusaurus gives it: its path under docs/ without the extension, or its front matter `id` in that folder. */
export function docIdOf(file: string, source: string): string {
  const relative = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const frontMatter = FRONT_MATTER_BODY.exec(source)?.[1] ?? '';
  const id = /^id:\s*["']?([^"'\s]+)["']?\s*$/m.exec(frontMatter)?.[1];
  return id ? path.posix.join(path.posix.dirname(relative), id) : relative;
}

/** Whether a file under docs/ is a page (partials and files in `_` folders are not; drafts and unlisted pages stay out of sidebars). */
export function isDocPage(file: string, source: string): boolean {
  if (file.split('/').some((part) => part.startsWith('_'))) return false;
  const frontMatter = FRONT_MATTER_BODY.exec(source)?.[1] ?? '';
  return !/^(?:draft|unlisted):\s*true\s*$/m.test(frontMatter);
}

/** A page's route under the site's base URL (from its path; the docs set no `slug`): `docs/about/index.md` is `docs/about`, `docs/intro.md` is `docs/intro`. */
export function docRoute(file: string): string {
  return file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
}

/** Fenced code blocks (``` or ~~~, indented in lists too): the first word of the info string and the body. */
export function codeFences(source: string): CodeFence[] {
  const fences: CodeFence[] = [];
  let open: {marker: string; fence: CodeFence; lines: string[]} | null = null;
  source.split('\n').forEach((text, index) => {
    const match = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(text);
    if (open === null) {
      if (match) open = {marker: match[1]!, fence: {line: index + 1, endLine: index + 1, language: match[2]!, body: ''}, lines: []};
      return;
    }
    const closes = match && match[1]![0] === open.marker[0] && match[1]!.length >= open.marker.length && match[2] === '';
    if (closes) {
      fences.push({...open.fence, endLine: index + 1, body: open.lines.join('\n')});
      open = null;
    } else {
      open.lines.push(text);
    }
  });
  return fences;
}

/** For each line of `source`, whether it belongs to a fenced code block, its fence lines included. */
export function codeLineFlags(source: string): boolean[] {
  const inCode = source.split('\n').map(() => false);
  for (const fence of codeFences(source)) inCode.fill(true, fence.line - 1, fence.endLine);
  return inCode;
}
