/**
 * Turns one doc's Markdown/MDX source into DocSearch-schema records: one per
 * page title and heading, one per block of text below it. Heading anchors come
 * from Docusaurus's own heading plugin, so every record URL lands on the page.
 */
import {toString} from 'mdast-util-to-string';
import type {Heading, Nodes, RootContent} from 'mdast';
import {parseDocSource} from '../../lib/content/parseDocSource';
import {recordObjectId} from '../../src/search/recordObjectId';
import {HIERARCHY_LEVELS, type Hierarchy, type RecordType, type SearchRecord} from '../../src/search/types';

export type SearchDocInput = {
  /** File content, front matter included. */
  source: string;
  /** Route of the page, base URL included. */
  permalink: string;
  title: string;
  /** Top-level sidebar category of the page. */
  lvl0: string;
  docusaurusTag: string;
  language?: string;
  /** Path of the source file relative to the site, for messages; the permalink when absent. */
  sourcePath?: string;
};

/**
 * Block nodes whose text becomes content records. A code block's text is not shown (only its
 * title is a record) but its words are indexed for its section (`keywords`), as are table headers.
 */
const TEXT_BLOCKS = new Set(['paragraph', 'listItem', 'tableRow', 'blockquote']);
/** Code blocks whose text is commands: their title's record carries them for Ask AI. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);

export async function buildSearchRecords(doc: SearchDocInput): Promise<SearchRecord[]> {
  // Parsed as the site build parses it (site facts included), so search finds what the page shows.
  const root = await parseDocSource(doc.source, doc.sourcePath ?? doc.permalink);

  const records: SearchRecord[] = [];
  const headings: Hierarchy = {
    lvl0: doc.lvl0,
    lvl1: doc.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor = '';
  const seenIds = new Map<string, number>();

  function push(type: RecordType, content: string | null, command?: string) {
    const url = anchor ? `${doc.permalink}#${anchor}` : doc.permalink;
    const hierarchy = {...headings};
    const fingerprint = [url, type, Object.values(hierarchy), content];
    const key = JSON.stringify(fingerprint);
    const repeat = seenIds.get(key) ?? 0;
    seenIds.set(key, repeat + 1);
    records.push({
      objectID: recordObjectId(fingerprint, repeat),
      url,
      type,
      content,
      hierarchy,
      language: doc.language ?? 'en',
      docusaurus_tag: doc.docusaurusTag,
      // Position within the page; the plugin renumbers across the site.
      position: records.length,
      ...(command ? {command} : {}),
    });
  }

  push('lvl1', null);

  function visitHeading(heading: Heading) {
    if (heading.depth < 2) return;
    const level = Math.min(heading.depth, 6);
    const subLevels = HIERARCHY_LEVELS.slice(2) as Exclude<keyof Hierarchy, 'lvl0' | 'lvl1'>[];
    for (const key of subLevels) {
      const keyLevel = Number(key.slice(3));
      if (keyLevel === level) headings[key] = cleanText(toString(heading));
      if (keyLevel > level) headings[key] = null;
    }
    anchor = String(heading.data?.hProperties?.id ?? '');
    push(`lvl${level}` as RecordType, null);
  }

  function visit(node: Nodes) {
    if (node.type === 'heading') {
      visitHeading(node);
      return;
    }
    if (node.type === 'code') {
      const title = /title="([^"]+)"/.exec(node.meta ?? '')?.[1];
      if (title) push('content', cleanText(title), SHELL_LANGUAGES.has(node.lang ?? '') ? node.value.trim() : undefined);
      if (node.value.trim()) addKeywords(records, node.value);
      return;
    }
    if (node.type === 'mdxjsEsm' || node.type === 'html' || node.type === 'mdxFlowExpression') {
      return;
    }
    if (node.type === 'table') {
      // The header row names the columns (indexed, not shown); the rows below carry the facts.
      const header = node.children[0];
      if (header) addKeywords(records, blockText(header));
      for (const row of node.children.slice(1)) visit(row);
      return;
    }
    if (TEXT_BLOCKS.has(node.type)) {
      const text = cleanText(blockText(node));
      if (text) push('content', text);
      if (node.type === 'listItem') for (const code of codeInside(node)) addKeywords(records, code);
      return;
    }
    if ('children' in node) {
      for (const child of node.children as RootContent[]) visit(child);
    }
  }

  for (const child of root.children) visit(child);
  return records;
}

/** A block's text; code inside list items is left out, like code blocks elsewhere. */
function blockText(node: Nodes): string {
  if (node.type === 'listItem') {
    return node.children
      .filter((child) => child.type !== 'code')
      .map((child) => toString(child))
      .join(' ');
  }
  if (node.type === 'tableRow') {
    return node.children.map((cell) => toString(cell)).join(' · ');
  }
  return toString(node);
}

/** Words the index holds for the current section without showing them: on its latest record (every section starts with its heading's). */
function addKeywords(records: SearchRecord[], text: string) {
  const record = records.at(-1)!;
  record.keywords = record.keywords ? `${record.keywords}\n${text}` : text;
}

/** The code blocks anywhere inside a list item (its text leaves them out). */
function codeInside(node: Nodes): string[] {
  if (node.type === 'code') return node.value.trim() ? [node.value] : [];
  return 'children' in node ? (node.children as Nodes[]).flatMap(codeInside) : [];
}

function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
