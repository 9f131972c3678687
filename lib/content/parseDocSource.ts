/**
 * A doc's source parsed the way the site's MDX pipeline reads it: site facts
 * substituted, front matter dropped, Docusaurus's string preprocessing (MDX
 * code blocks unwrapped, heading ids escaped, admonition titles turned into
 * directive labels), then MDX, GFM and directives, with heading ids as
 * Docusaurus gives them. The search records and the Markdown copies both read
 * this tree, so a build parses each doc once (parsing is most of their cost);
 * each caller gets its own copy to change.
 *
 * Partials (`import Caveat from '@site/docs/_partials/caveat.md'`, then
 * `<Caveat />` on a line of its own) are inlined, so the Markdown copies and
 * the search records carry the same words as the rendered page.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkDocusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import type {Nodes, Root, RootContent} from 'mdast';
import {withSiteFacts} from './siteFacts';

/** Docusaurus's admonition keywords (theme-classic defaults). */
export const ADMONITION_TYPES = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** The last parse of each file, for as long as its source stays the same (the dev server reloads edited docs). */
const lastParse = new Map<string, {source: string; tree: Promise<Root>}>();

/** The front matter as empty lines, so positions in the tree are the file's own lines. */
export function blankFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(/[^\r\n]/g, ''));
}

/** A syntax error of MDX, naming the file and its line and column (the parser's own message has neither file nor front matter). */
export class DocSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'DocSyntaxError';
  }
}

/** The source as Docusaurus preprocesses it, parsed; a syntax error throws a DocSyntaxError. */
export async function parseMdx(markdown: string, sourcePath: string): Promise<Root> {
  markdown = unwrapMdxCodeBlocks(markdown);
  markdown = escapeMarkdownHeadingIds(markdown);
  markdown = admonitionTitleToDirectiveLabel(markdown, ADMONITION_TYPES);
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkDocusaurusHeadings, {anchorsMaintainCase: false});
  let tree: Root;
  try {
    tree = processor.parse(markdown);
  } catch (error) {
    const {line, column, reason} = error as {line?: number; column?: number; reason?: string};
    if (typeof reason !== 'string') throw error;
    // An element left open has no position of its own; its reason ends with where it opened: "(7:1-7:10)".
    const opened = /\((\d+):(\d+)-\d+:\d+\)$/.exec(reason);
    if (typeof line === 'number') throw new DocSyntaxError(sourcePath, line, column ?? 1, reason);
    if (opened) throw new DocSyntaxError(sourcePath, Number(opened[1]), Number(opened[2]), reason);
    throw error;
  }
  return (await processor.run(tree)) as Root;
}

async function parse(source: string, sourcePath: string): Promise<Root> {
  return parseMdx(blankFrontMatter(withSiteFacts(source, sourcePath)), sourcePath);
}

/** The folder imports starting with `@site/` resolve against. */
const SITE_DIR = path.resolve(__dirname, '../..');

/** `import Name from '…/file.md'` or `.mdx`: a Markdown partial. */
export const PARTIAL_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g;

/** The parsed doc; `sourcePath` (relative to the site) names it in messages, keys the reuse and resolves its partials. */
export async function parseDocSource(source: string, sourcePath: string): Promise<Root> {
  return inlinePartials(structuredClone(await parseOnce(source, sourcePath)), sourcePath, [sourcePath]);
}

function parseOnce(source: string, sourcePath: string): Promise<Root> {
  let entry = lastParse.get(sourcePath);
  if (!entry || entry.source !== source) {
    entry = {source, tree: parse(source, sourcePath)};
    lastParse.set(sourcePath, entry);
    // A failed parse is not kept: the next caller gets the error again, from a fresh attempt.
    entry.tree.catch(() => lastParse.delete(sourcePath));
  }
  return entry.tree;
}

/** The site-relative path of an imported partial. */
export function partialPath(specifier: string, importer: string): string {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(importer), specifier);
  throw new Error(`${importer}: the partial ${specifier} must be imported by a relative or @site/ path.`);
}

/** Each `<Partial />` replaced by the partial's own parsed content (read afresh, so an edited partial shows at once). */
async function inlinePartials(tree: Root, sourcePath: string, chain: readonly string[]): Promise<Root> {
  const imported = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, specifier] of node.value.matchAll(PARTIAL_IMPORT)) imported.set(name!, partialPath(specifier!, sourcePath));
  }
  if (imported.size === 0) return tree;

  const contents = new Map<string, RootContent[]>();
  for (const [name, partial] of imported) {
    if (chain.includes(partial)) throw new Error(`${sourcePath}: the partial ${partial} includes itself (${[...chain, partial].join(' → ')}).`);
    let source: string;
    try {
      source = await readFile(path.join(SITE_DIR, partial), 'utf8');
    } catch {
      throw new Error(`${sourcePath}: imports the partial ${partial}, which does not exist.`);
    }
    const parsed = await inlinePartials(structuredClone(await parseOnce(source, partial)), partial, [...chain, partial]);
    const children = parsed.children.filter((node) => node.type !== 'mdxjsEsm');
    for (const child of children) relinkFrom(child, partial, sourcePath);
    contents.set(name, children);
  }
  replacePartialElements(tree, contents, sourcePath);
  return tree;
}

/** A partial's relative links, written from its own folder, rewritten to work from the page that includes it. */
function relinkFrom(node: Nodes, partial: string, importer: string): void {
  if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && /^\.{1,2}\//.test(node.url)) {
    const target = path.posix.join(path.posix.dirname(partial), node.url);
    const relative = path.posix.relative(path.posix.dirname(importer), target);
    node.url = relative.startsWith('.') ? relative : `./${relative}`;
  }
  if ('children' in node) for (const child of node.children as Nodes[]) relinkFrom(child, partial, importer);
}

function replacePartialElements(parent: Nodes, contents: ReadonlyMap<string, RootContent[]>, sourcePath: string): void {
  if (!('children' in parent)) return;
  const children: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    const name = (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name ? child.name : null;
    const content = name === null ? undefined : contents.get(name);
    if (content === undefined) {
      replacePartialElements(child, contents, sourcePath);
      children.push(child);
    } else if (child.type === 'mdxJsxTextElement') {
      throw new Error(`${sourcePath}: <${name} /> is a partial and must stand on a line of its own.`);
    } else {
      children.push(...structuredClone(content));
    }
  }
  (parent as {children: Nodes[]}).children = children;
}
