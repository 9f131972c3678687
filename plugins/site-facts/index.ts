/**
 * The site-facts tokens wired into Docusaurus's Markdown pipeline: the
 * preprocessor covers page bodies (text, code blocks, inline code and link
 * URLs alike), the front-matter hook covers titles, descriptions and excerpts.
 * A string preprocessor rather than a remark plugin, because MDX parses `{…}`
 * in prose as a JavaScript expression before any remark plugin could see it.
 */
import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {readSiteEnvironment} from '../../config/readSiteEnvironment';
import {siteFactsFor} from '../../src/data/siteFacts';
import {substituteSiteFacts} from './substituteSiteFacts';

let facts: ReadonlyMap<string, string> | undefined;

/** The doc source with its tokens replaced; `filePath` names the file in the error for an unknown token. */
export function withSiteFacts(source: string, filePath: string): string {
  // The address tokens follow SITE_URL and BASE_URL, read as docusaurus.config.ts reads them.
  facts ??= siteFactsFor(readSiteEnvironment(process.env));
  return substituteSiteFacts(source, filePath, facts);
}

function relative(filePath: string): string {
  return path.relative(process.cwd(), filePath) || filePath;
}

export const siteFactsMarkdownHooks = {
  preprocessor: ({filePath, fileContent}) => withSiteFacts(fileContent, relative(filePath)),
  parseFrontMatter: (params) => params.defaultParseFrontMatter({...params, fileContent: withSiteFacts(params.fileContent, relative(params.filePath))}),
} satisfies Pick<MarkdownConfig, 'preprocessor' | 'parseFrontMatter'>;
