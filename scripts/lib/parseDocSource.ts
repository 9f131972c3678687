/**
 * A doc's source parsed the way the site's MDX pipeline reads it: site facts
 * substituted, front matter dropped, Docusaurus's string preprocessing (MDX
 * code blocks unwrapped, heading ids escaped, admonition titles turned into
 * directive labels), then MDX, GFM and directives, with heading ids as
 * Docusaurus gives them. The search records and the Markdown copies both read
 * this tree, so a build parses each doc once (parsing is most of their cost);
 * each caller gets its own copy to change.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkDocusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings';
import type {Root} from 'mdast';
import {withSiteFacts} from '../../plugins/site-facts';

/** Docusaurus's admonition keywords (theme-classic defaults). */
export const ADMONITION_TYPES = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** The last parse of each file, for as long as its source stays the same (the dev server reloads edited docs). */
const lastParse = new Map<string, {source: string; tree: Promise<Root>}>();

async function parse(source: string, sourcePath: string): Promise<Root> {
  let markdown = withSiteFacts(source, sourcePath).replace(FRONT_MATTER, '');
  markdown = unwrapMdxCodeBlocks(markdown);
  markdown = escapeMarkdownHeadingIds(markdown);
  markdown = admonitionTitleToDirectiveLabel(markdown, ADMONITION_TYPES);
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkDocusaurusHeadings, {anchorsMaintainCase: false});
  return (await processor.run(processor.parse(markdown))) as Root;
}

/** The parsed doc; `sourcePath` (relative to the site) names it in messages and keys the reuse. */
export async function parseDocSource(source: string, sourcePath: string): Promise<Root> {
  let entry = lastParse.get(sourcePath);
  if (!entry || entry.source !== source) {
    entry = {source, tree: parse(source, sourcePath)};
    lastParse.set(sourcePath, entry);
    // A failed parse is not kept: the next caller gets the error again, from a fresh attempt.
    entry.tree.catch(() => lastParse.delete(sourcePath));
  }
  return structuredClone(await entry.tree);
}
