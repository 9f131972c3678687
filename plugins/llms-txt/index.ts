/**
 * Writes, at build, a Markdown copy of every doc next to its page
 * (`/docs/intro` → `/docs/intro.md`), `llms.txt` and `llms-full.txt`, all
 * rendered from the same MDX sources as the pages.
 */
import {readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {buildLlmsFullTxt, buildLlmsTxt, collectLlmsSections, sectionDocIds, type DocSummary, type SidebarItem} from './buildLlmsTxt';
import {COMPONENT_MARKDOWN} from './componentMarkdown';
import {MCP_PACKAGE_NAME, mcpInstallCommand, mcpPackageUrl} from '../../src/agents/handOff';
import {markdownUrl} from '../../lib/content/markdownUrl';
import {renderDocMarkdown} from './renderDocMarkdown';
import {resolveDocUrl} from './resolveDocUrl';

/** Section title in llms.txt for docs at the top level of the sidebar, outside any category. */
const TOP_LEVEL_TITLE = 'Documentation';
/** The page on the MCP server (docs/guides/ai-agents.md): llms.txt points agents at it. */
const AGENT_DOC_ID = 'guides/ai-agents';

export type GeneratedFile = {path: string; content: string};

type DocToWrite = {id: string; sourcePath: string; source: string; title: string; description: string | null; permalink: string};

type Site = {
  siteUrl: string;
  baseUrl: string;
  title: string;
  tagline: string;
  /** The MCP package is on npm (MCP_PACKAGE_PUBLISHED): llms.txt may name `npx -y surge-docs-mcp` too. */
  mcpPackagePublished?: boolean;
};

/** Every generated file, by path relative to the build directory. */
export async function buildMarkdownFiles(
  site: Site,
  docs: readonly DocToWrite[],
  sidebar: readonly SidebarItem[],
  topLevelTitle: string,
): Promise<GeneratedFile[]> {
  const permalinkBySource = new Map(docs.map((doc) => [doc.sourcePath, doc.permalink]));
  const markdownByDoc = new Map<string, string>();
  for (const doc of docs) {
    const pageUrl = `${site.siteUrl}${doc.permalink}`;
    const context = {...site, pageUrl, sourcePath: doc.sourcePath, permalinkBySource};
    markdownByDoc.set(
      doc.id,
      await renderDocMarkdown(
        {source: doc.source, sourcePath: doc.sourcePath, title: doc.title, pageUrl},
        {components: COMPONENT_MARKDOWN, resolveUrl: (url) => resolveDocUrl(url, context)},
      ),
    );
  }

  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const summary = (id: string): DocSummary | null => {
    const doc = docsById.get(id);
    if (!doc) return null;
    listed.add(id);
    return {id, title: doc.title, url: `${site.siteUrl}${markdownUrl(doc.permalink)}`, description: doc.description};
  };
  const sections = collectLlmsSections(sidebar, summary, topLevelTitle);
  const unlisted = docs.filter((doc) => !listed.has(doc.id));
  if (unlisted.length > 0) {
    sections.push({title: 'Other pages', entries: unlisted.map((doc) => ({...summary(doc.id)!, children: []}))});
  }

  const orderedIds = sectionDocIds(sections);
  const header = {title: site.title, summary: site.tagline};
  const llmsTxt = buildLlmsTxt({
    ...header,
    details: [
      // First: the one command an agent needs, served by this very site (mcp/scripts/publishToSite.ts).
      ...(docsById.has(AGENT_DOC_ID)
        ? [
            `Agents that speak MCP can also search these docs, decode contract errors, check a .env and explain log lines offline with the ${MCP_PACKAGE_NAME} server, ` +
              `served by this site: \`${mcpInstallCommand(mcpPackageUrl(site.siteUrl, site.baseUrl))}\` (set-up for each agent: ${summary(AGENT_DOC_ID)!.url})`,
            ...(site.mcpPackagePublished ? [`The same server is on npm: \`${mcpInstallCommand(MCP_PACKAGE_NAME)}\``] : []),
          ]
        : []),
      `Each link below is the Markdown copy of a page of ${site.siteUrl}${site.baseUrl}; remove the \`.md\` ending for the web page.`,
      `All pages in one file: ${site.siteUrl}${site.baseUrl}llms-full.txt`,
    ],
    sections,
  });
  const llmsFullTxt = buildLlmsFullTxt(
    header,
    orderedIds.map((id) => ({url: `${site.siteUrl}${docsById.get(id)!.permalink}`, markdown: markdownByDoc.get(id)!})),
  );

  return [
    ...docs.map((doc) => ({path: relativeToBase(markdownUrl(doc.permalink), site.baseUrl), content: markdownByDoc.get(doc.id)!})),
    {path: 'llms.txt', content: llmsTxt},
    {path: 'llms-full.txt', content: llmsFullTxt},
  ];
}

function relativeToBase(sitePath: string, baseUrl: string): string {
  if (!sitePath.startsWith(baseUrl)) throw new Error(`${sitePath} is outside the base URL ${baseUrl}.`);
  return sitePath.slice(baseUrl.length);
}

export default function pluginLlmsTxt(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: 'llms-txt-plugin',
    async allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    // Build only: the dev server does not serve these files (the Copy page button says so).
    async postBuild({outDir}) {
      const version = docsContent?.loadedVersions.find((candidate) => candidate.versionName === 'current') ?? docsContent?.loadedVersions[0];
      if (!version) return;
      const {siteConfig, baseUrl} = context;
      const docs: DocToWrite[] = [];
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        const sourcePath = doc.source.replace(/^@site\//, '');
        docs.push({
          id: doc.id,
          sourcePath,
          source: await readFile(path.join(context.siteDir, sourcePath), 'utf8'),
          title: doc.title,
          description: doc.description || null,
          // The route as served: category index docs have a trailing slash in their metadata only.
          permalink: applyTrailingSlash(doc.permalink, {trailingSlash: siteConfig.trailingSlash, baseUrl}),
        });
      }
      const sidebar = Object.values(version.sidebars).flat() as SidebarItem[];
      const mcp = siteConfig.customFields?.mcp as {packagePublished?: boolean} | undefined;
      const site = {
        siteUrl: siteConfig.url,
        baseUrl,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        mcpPackagePublished: mcp?.packagePublished === true,
      };
      for (const file of await buildMarkdownFiles(site, docs, sidebar, TOP_LEVEL_TITLE)) {
        const target = path.join(outDir, file.path);
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, file.content);
      }
    },
  };
}
