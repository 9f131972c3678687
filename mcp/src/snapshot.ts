/**
 * The data the docs MCP server answers from: every doc page's Markdown copy and
 * the site's compact search records, taken from a production build
 * (makeSnapshot.ts) and shipped with the package as snapshot.json. Writing is
 * deterministic (pages sorted by path, object keys sorted, no dates), so a check
 * can rebuild the file and compare it byte for byte.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {CompactRecords} from '../../src/search/compactRecords';

export const SNAPSHOT_FORMAT = 1;
/** The public site when the build does not say (llms.txt names it). */
export const DEFAULT_SITE_URL = 'https://docs.surge.wtf/';
/** The snapshot shipped beside src/ in the package. */
export const BUNDLED_SNAPSHOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'snapshot.json');

export type SnapshotPage = {
  /** Site path without the base URL's origin and without `.md`, e.g. `/docs/intro`. */
  path: string;
  title: string;
  description: string | null;
  markdown: string;
};

export type DocsSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  /** Origin and base URL of the site, ending in `/`. */
  siteUrl: string;
  pages: SnapshotPage[];
  /** The build's search-records.json as shipped (expand with expandRecords). */
  searchRecords: CompactRecords;
};

/** The title of a Markdown page: its first `# ` heading. */
export function markdownTitle(markdown: string): string | null {
  const match = /^# +(.+?)\s*#*\s*$/m.exec(markdown);
  return match ? match[1]!.trim() : null;
}

/** llms.txt: `- [Title](https://site/docs/x.md): description` → path → description; and the site URL it names. */
export function parseLlmsTxt(text: string): {siteUrl: string | null; descriptions: Map<string, string>} {
  const descriptions = new Map<string, string>();
  for (const [, url, description] of text.matchAll(/^\s*- \[[^\]]*\]\(([^)\s]+?)\.md\): *(.+)$/gm)) {
    try {
      descriptions.set(new URL(url!).pathname, description!.trim());
    } catch {
      // Not an absolute URL: not a page link.
    }
  }
  const named = /Markdown copy of a page of (https?:\/\/\S+?\/)(?=[;,.\s]|$)/.exec(text);
  return {siteUrl: named ? named[1]! : null, descriptions};
}

function markdownFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Reads a production build: BUILD/search-records.json, BUILD/docs/**\/*.md and (if present) BUILD/llms.txt. */
export function snapshotFromBuild(buildDir: string): DocsSnapshot {
  const recordsFile = path.join(buildDir, 'search-records.json');
  if (!existsSync(recordsFile)) {
    throw new Error(`${recordsFile} does not exist: build the site first (npm run build) or pass the build directory.`);
  }
  const searchRecords = JSON.parse(readFileSync(recordsFile, 'utf8')) as CompactRecords;
  if (searchRecords.version !== 2 || !Array.isArray(searchRecords.pages)) {
    throw new Error(`${recordsFile} is not in the compact search-record format (version 2).`);
  }
  const llmsFile = path.join(buildDir, 'llms.txt');
  const llms = existsSync(llmsFile) ? parseLlmsTxt(readFileSync(llmsFile, 'utf8')) : {siteUrl: null, descriptions: new Map<string, string>()};
  const pages = markdownFiles(path.join(buildDir, 'docs')).map((file): SnapshotPage => {
    const markdown = readFileSync(file, 'utf8');
    const pagePath = `/${path.relative(buildDir, file).split(path.sep).join('/').replace(/\.md$/, '')}`;
    return {path: pagePath, title: markdownTitle(markdown) ?? pagePath, description: llms.descriptions.get(pagePath) ?? null, markdown};
  });
  if (pages.length === 0) throw new Error(`${path.join(buildDir, 'docs')} has no Markdown copies of the pages (*.md).`);
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {format: SNAPSHOT_FORMAT, siteUrl: llms.siteUrl ?? DEFAULT_SITE_URL, pages, searchRecords};
}

/** JSON with object keys sorted at every level; arrays keep their order. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The file's text: stable JSON and a final newline. */
export function serializeSnapshot(snapshot: DocsSnapshot): string {
  return `${stableStringify(snapshot)}\n`;
}

/** Checks the shape enough that the server can trust it; throws a readable error otherwise. */
export function parseSnapshot(text: string, source = 'the snapshot'): DocsSnapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error(`${source} is not valid JSON (${cause instanceof Error ? cause.message : String(cause)}).`);
  }
  const snapshot = data as Partial<DocsSnapshot> | null;
  const problems: string[] = [];
  if (!snapshot || typeof snapshot !== 'object') problems.push('not an object');
  else {
    if (snapshot.format !== SNAPSHOT_FORMAT) problems.push(`format is ${JSON.stringify(snapshot.format)}, expected ${SNAPSHOT_FORMAT}`);
    if (typeof snapshot.siteUrl !== 'string') problems.push('siteUrl is missing');
    if (!Array.isArray(snapshot.pages) || snapshot.pages.some((page) => typeof page?.path !== 'string' || typeof page.markdown !== 'string')) {
      problems.push('pages is not a list of {path, title, description, markdown}');
    }
    if (snapshot.searchRecords?.version !== 2 || !Array.isArray(snapshot.searchRecords.sectionSteps))
      problems.push('searchRecords is not compact search records');
  }
  if (problems.length > 0) throw new Error(`${source} is not a docs snapshot: ${problems.join('; ')}.`);
  return snapshot as DocsSnapshot;
}

export function loadSnapshot(file = BUNDLED_SNAPSHOT): DocsSnapshot {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read the docs snapshot ${file} (${cause instanceof Error ? cause.message : String(cause)}).`);
  }
  return parseSnapshot(text, file);
}
