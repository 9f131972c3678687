/**
 * Builds the site's search records from the docs (build and dev server) and
 * exposes them to the browser as lazily loaded, content-hashed chunks: the
 * index in two parts, `@surge/search-index/headings` (a quarter of it, which
 * the search loader fetches when a page is idle so the first letters typed
 * find titles at once) and `@surge/search-index/words`; and, through
 * `@surge/search-index`, its text chunks (`loadText(chunk)`), fetched only for
 * hits that show their text. In a production build the text chunks are plain
 * JSON files under
 * `assets/search-text/<hash>/`: as bundler chunks, each would add its name and
 * hash to the runtime every page loads (210 chunks: +3 KB gzip on every page).
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
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
/** The index the site's chunks hold, as one file beside them: what the built-file tests and benchmarks search. */
export const SEARCH_INDEX_FILE = 'search-index.json';

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

/**
 * Front matter that marks a page summing up or correcting others (the glossary, the corrections
 * page): `search_rank: secondary`. Its sections rank below the pages that explain a topic.
 */
export const SECONDARY_RANK = 'secondary';

/** Route of each doc marked `search_rank: secondary` in its front matter. */
export function secondaryPagesOf(site: SiteOptions, docsContent: DocsContent): Set<string> {
  const pages = new Set<string>();
  for (const version of docsContent.loadedVersions) {
    for (const doc of version.docs) {
      if ((doc.frontMatter as Record<string, unknown>).search_rank !== SECONDARY_RANK) continue;
      pages.add(applyTrailingSlash(doc.permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl}));
    }
  }
  return pages;
}

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
  let indexPartPaths: {headings: string; words: string} | undefined;
  let recordsJson = '';
  let indexJson = '';
  let textFiles: {dir: string; texts: string[]} | null = null;
  return {
    name: 'search-records-plugin',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const site = {siteDir: context.siteDir, baseUrl: context.baseUrl, trailingSlash: context.siteConfig.trailingSlash};
      const records = docsContent ? await recordsFromDocs(site, docsContent) : [];
      recordsJson = JSON.stringify(compactRecords(records));
      const {index, textChunks} = buildSearchIndex(records, {secondaryPages: docsContent ? secondaryPagesOf(site, docsContent) : new Set()});
      indexJson = JSON.stringify(index);
      const {terms, postings, ...headings} = index;
      const headingsPath = await actions.createData('search-headings.json', JSON.stringify({...headings, terms: '', postings: ''}));
      const wordsPath = await actions.createData('search-index.json', JSON.stringify({terms, postings}));
      indexPartPaths = {headings: headingsPath, words: wordsPath};
      const texts = textChunks.map((text) => JSON.stringify(text));
      const importOf = (chunkName: string, file: string) => `() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(file)})`;
      let textLoader: string;
      if (process.env.NODE_ENV === 'production') {
        // One folder per content: a changed text gets new URLs, so the files can be cached for good.
        const hash = createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 10);
        textFiles = {dir: `assets/search-text/${hash}`, texts};
        textLoader = [
          `const textBase = ${JSON.stringify(`${context.baseUrl}${textFiles.dir}/`)};`,
          'export async function loadText(chunk) {',
          "  const response = await fetch(textBase + chunk + '.json');",
          "  if (!response.ok) throw new Error('Search text ' + chunk + ' could not be loaded (HTTP ' + response.status + ').');",
          '  return response.json();',
          '}',
          // Ask AI reads every record: one file (the same the build writes for uploads), not every chunk.
          `export const allRecordsUrl = ${JSON.stringify(`${context.baseUrl}${SEARCH_RECORDS_FILE}`)};`,
        ].join('\n');
      } else {
        // The dev server serves what the bundler builds: one named chunk each (one name for all would merge them).
        const textPaths = await Promise.all(texts.map((text, chunk) => actions.createData(`search-text-${chunk}.json`, text)));
        textLoader = [
          `const textLoaders = [\n${textPaths.map((file, chunk) => `  ${importOf(`search-text-${chunk}`, file)},`).join('\n')}\n];`,
          'export const loadText = async (chunk) => (await textLoaders[chunk]()).default;',
          // The dev server does not serve the records file (written after a build): Ask AI loads every chunk.
          'export const allRecordsUrl = null;',
        ].join('\n');
      }
      indexModulePath = await actions.createData('search-index.js', [`export const textChunkCount = ${texts.length};`, textLoader, ''].join('\n'));
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, SEARCH_RECORDS_FILE), recordsJson);
      await writeFile(path.join(outDir, SEARCH_INDEX_FILE), indexJson);
      if (textFiles) {
        const dir = path.join(outDir, textFiles.dir);
        await mkdir(dir, {recursive: true});
        await Promise.all(textFiles.texts.map((text, chunk) => writeFile(path.join(dir, `${chunk}.json`), text)));
      }
    },
    configureWebpack() {
      if (!indexModulePath || !indexPartPaths) return {};
      // Exact names (`$`): the search loader (src/search/searchLoader.ts) imports the index's two parts, the engine's chunk the rest.
      const alias = {
        [`${SEARCH_INDEX_MODULE}$`]: indexModulePath,
        [`${SEARCH_INDEX_MODULE}/headings$`]: indexPartPaths.headings,
        [`${SEARCH_INDEX_MODULE}/words$`]: indexPartPaths.words,
      };
      return {resolve: {alias}};
    },
  };
}
