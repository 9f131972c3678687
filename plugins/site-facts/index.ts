/**
 * The site-facts tokens wired into Docusaurus's Markdown pipeline: the
 * preprocessor covers page bodies (text, code blocks, inline code and link
 * URLs alike), the front-matter hook covers titles, descriptions and excerpts.
 * A string preprocessor rather than a remark plugin, because MDX parses `{…}`
 * in prose as a JavaScript expression before any remark plugin could see it.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {withSiteFacts, withSiteFactsInFrontMatter} from '../../lib/content/siteFacts';

function relative(filePath: string): string {
  return path.relative(process.cwd(), filePath) || filePath;
}

export const siteFactsMarkdownHooks = {
  preprocessor: ({filePath, fileContent}) => withSiteFacts(fileContent, relative(filePath)),
  parseFrontMatter: (params) =>
    params.defaultParseFrontMatter({...params, fileContent: withSiteFactsInFrontMatter(params.fileContent, relative(params.filePath))}),
} satisfies Pick<MarkdownConfig, 'preprocessor' | 'parseFrontMatter'>;
