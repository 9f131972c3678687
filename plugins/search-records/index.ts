/**
 * Builds the site's search records from the docs (build and dev server) and
 * exposes them to the browser as lazily loaded, content-hashed chunks through
 * `@surge/search-index`: the index (`loadIndex()`), and each page's text
 * (`pageTextLoaders[page]()`), fetched only for hits that show it.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {compactRecords} from '../../src/search/compactRecords';
import {buildSearchIndex} from '../../src/search/searchIndex';
import type {SearchRecord} from '../../src/search/types';
import {ERROR_CODES} from '../../src/data/errorCodeData';
import {buildEnvReferenceRecords} from './buildEnvReferenceRecords';
import {buildErrorCodeRecords} from './buildErrorCodeRecords';
import {buildHoodiNetworkRecords} from './buildHoodiNetworkRecords';
import {buildSearchRecords} from './buildSearchRecords';
import {collectSearchDocs, type SidebarItemLike} from './collectSearchDocs';

export const SEARCH_INDEX_MODULE = '@surge/search-index';
/** The same compact records, copied into the build for uploads and checks. */
export const SEARCH_RECORDS_FILE = 'search-records.json';

/** Docs whose main content is rendered from data get records built from that data too. */
const DATA_RECORDS: Record<string, (page: {permalink: string; lvl0: string; lvl1: string; docusaurusTag: string}) => SearchRecord[]> = {
  'troubleshooting/error-codes': (page) => buildErrorCodeRecords(ERROR_CODES, {...page, sectionTitle: 'Protocol errors'}),
  'guides/running-surge/deploy-l2': (page) => buildEnvReferenceRecords({...page, sectionTitle: 'Environment reference'}),
  'guides/surge-on-hoodi/index': (page) => buildHoodiNetworkRecords({...page, sectionTitle: 'Network reference'}),
};

/** The search tag Docusaurus's contextual search gives the current docs version. */
function docsTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

type SiteOptions = {siteDir: string; baseUrl: string; trailingSlash: boolean | undefined};

export async function recordsFromDocs(site: SiteOptions, docsContent: DocsContent, pluginId = 'default'): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  for (const version of docsContent.loadedVersions) {
    const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
    const sidebarItems = Object.values(version.sidebars).flat() as SidebarItemLike[];
    for (const {id, lvl0} of collectSearchDocs(sidebarItems)) {
      const doc = docsById.get(id);
      if (!doc || doc.unlisted) continue;
      const sourcePath = doc.source.replace(/^@site\//, '');
      const source = await readFile(path.join(site.siteDir, sourcePath), 'utf8');
      const docusaurusTag = docsTag(pluginId, version.versionName);
      // The route as served: category index docs have a trailing slash in their metadata only.
      const permalink = applyTrailingSlash(doc.permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl});
      records.push(...(await buildSearchRecords({source, sourcePath, permalink, title: doc.title, lvl0, docusaurusTag})));
      records.push(...(DATA_RECORDS[id]?.({permalink, lvl0, lvl1: doc.title, docusaurusTag}) ?? []));
    }
  }
  // Reading order across the site is the ranking tiebreak.
  return records.map((record, position) => ({...record, position}));
}

export default function pluginSearchRecords(context: LoadContext): Plugin {
  let indexModulePath: string | undefined;
  let recordsJson = '';
  return {
    name: 'search-records-plugin',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const site = {siteDir: context.siteDir, baseUrl: context.baseUrl, trailingSlash: context.siteConfig.trailingSlash};
      const records = docsContent ? await recordsFromDocs(site, docsContent) : [];
      recordsJson = JSON.stringify(compactRecords(records));
      const {index, pageTexts} = buildSearchIndex(records);
      const indexPath = await actions.createData('search-index.json', JSON.stringify(index));
      const textPaths = await Promise.all(pageTexts.map((text, page) => actions.createData(`search-text-${page}.json`, JSON.stringify(text))));
      // Named chunks, so each page's text is its own small file (one name for all would merge them).
      const importOf = (chunkName: string, file: string) => `() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(file)})`;
      indexModulePath = await actions.createData(
        'search-index.js',
        [
          `export const loadIndex = ${importOf('search-index', indexPath)};`,
          `export const pageTextLoaders = [\n${textPaths.map((file, page) => `  ${importOf(`search-text-${page}`, file)},`).join('\n')}\n];`,
          '',
        ].join('\n'),
      );
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, SEARCH_RECORDS_FILE), recordsJson);
    },
    configureWebpack() {
      return indexModulePath ? {resolve: {alias: {[SEARCH_INDEX_MODULE]: indexModulePath}}} : {};
    },
  };
}
