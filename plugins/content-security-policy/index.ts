/**
 * A strict Content-Security-Policy for the built site: after the build, every
 * HTML page gets a <meta> policy that allows its own inline scripts by hash,
 * and a headers file carries the policy (with frame-ancestors) for hosts that
 * set response headers. It also serves DocSearch's modal without its eval probe.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPolicy, algoliaConnectSources} from './buildPolicy';
import {findInlineScripts, hashScript} from './findInlineScripts';
import {formatHeadersFile} from './formatHeadersFile';
import {insertPolicyMeta} from './insertPolicyMeta';
import {removeEvalProbe} from './removeEvalProbe';
import type {PluginOptions} from './options';

export {validateOptions, type Options} from './options';

async function listHtmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Imported lazily by the embedded and the stock SearchBar alike. */
const DOCSEARCH_MODAL = '@docsearch/react/modal';

const QUIET_MS = 100;
const SETTLE_LIMIT_MS = 10_000;

/**
 * Docusaurus runs every plugin's postBuild at once, and plugin-client-redirects
 * writes its redirect pages from its own: wait until the pages and their sizes
 * stop changing before reading them.
 */
async function settledHtmlFiles(outDir: string): Promise<string[]> {
  const started = Date.now();
  let previous = '';
  for (;;) {
    const files = await listHtmlFiles(outDir);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    const listing = files.map((file, index) => `${file} ${sizes[index]}`).join('\n');
    if (listing === previous) return files;
    if (Date.now() - started > SETTLE_LIMIT_MS) {
      throw new Error(`The pages in ${outDir} kept changing for ${SETTLE_LIMIT_MS / 1000} s: cannot add the Content-Security-Policy.`);
    }
    previous = listing;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
}

export default function pluginContentSecurityPolicy(context: LoadContext, options: PluginOptions): Plugin {
  const connectSources = options.algoliaAppId ? algoliaConnectSources(options.algoliaAppId) : [];
  const extraSources = options.extraSources ?? {};
  let patchedModalPath: string | undefined;
  return {
    name: 'content-security-policy-plugin',
    async contentLoaded({actions}) {
      const modalPath = createRequire(path.join(context.siteDir, 'package.json')).resolve(DOCSEARCH_MODAL);
      const patched = removeEvalProbe(await readFile(modalPath, 'utf8'), modalPath);
      patchedModalPath = await actions.createData('DocSearchModal.js', patched);
    },
    configureWebpack() {
      return patchedModalPath ? {resolve: {alias: {[`${DOCSEARCH_MODAL}$`]: patchedModalPath}}} : {};
    },
    async postBuild({outDir}) {
      const pages = await Promise.all((await settledHtmlFiles(outDir)).map(async (file) => ({file, html: await readFile(file, 'utf8')})));
      const executableHashes = new Set<string>();
      await Promise.all(
        pages.map(async ({file, html}) => {
          const scripts = findInlineScripts(html);
          for (const script of scripts) {
            if (script.executable) executableHashes.add(hashScript(script.text));
          }
          // Each page allows exactly its own inline scripts (JSON-LD included, though browsers never run it).
          const policy = buildPolicy({scriptHashes: scripts.map((script) => hashScript(script.text)), connectSources, extraSources}, 'meta');
          await writeFile(file, insertPolicyMeta(html, policy, path.relative(outDir, file)));
        }),
      );
      // One header rule serves every page, so it allows every inline script that can run on any of them.
      const headerPolicy = buildPolicy({scriptHashes: executableHashes, connectSources, extraSources}, 'header');
      await writeFile(path.join(outDir, options.headersFile), formatHeadersFile(context.baseUrl, headerPolicy));
    },
  };
}
