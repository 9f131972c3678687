/**
 * A docs section's Markdown source from its site path (`/docs/…#anchor`), for tests
 * that hold code to the sections it links to: the page file under docs/, and the
 * text from the section's `{#anchor}` heading to the next heading of its level or above.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The Markdown file behind a /docs/… path, or null. */
export function docFileOf(sitePath: string): string | null {
  const base = path.join(REPO_ROOT, sitePath.replace(/^\//, '').replace(/#.*$/, ''));
  const candidates = [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The section a `/docs/…#anchor` link names, or null when the page or its heading does not exist. */
export function docSectionOf(link: string): string | null {
  const [page, anchor] = link.split('#');
  const file = docFileOf(page!);
  if (!file || !anchor) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  // Lines inside code fences are never headings (a shell comment starts with `#` too).
  let fenced = false;
  const heading = lines.map((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return fenced ? 0 : (/^(#{1,6}) /.exec(line)?.[1]!.length ?? 0);
  });
  const start = lines.findIndex((line, index) => heading[index]! > 0 && line.includes(`{#${anchor}}`));
  if (start === -1) return null;
  const level = heading[start]!;
  const end = heading.findIndex((depth, index) => index > start && depth > 0 && depth <= level);
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}
