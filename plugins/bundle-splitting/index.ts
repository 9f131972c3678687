/**
 * Keeps code that a reader's first page does not need out of the chunks that
 * every page loads: Prism's unused languages out of the site
 * (src/prism/prismReactRenderer.ts) and Prism itself out of first loads (the
 * browser keeps the server's highlighted markup and loads Prism only for code
 * rendered later, src/prism/lazyHighlight.ts, with token colours from a
 * generated stylesheet); tslib shrinks to the one helper
 * the browser uses (tslibHelpers.ts); route prefetching asks for each chunk
 * once (prefetchOnce.ts), and the scripts of the chunks a page needs are
 * added one per task (chunkScriptsInTasks.ts); the <Head>s of a page work out
 * its head once per render, not once each (batchedHelmet.tsx); the browser's
 * copy of the site config leaves out what only the build reads
 * (clientSiteConfig.ts); and every script asks V8 to compile its functions up
 * front (COMPILE_HINT). Stylesheets skip the PostCSS work the minifier does
 * again (postCssOptions.ts).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import {prismThemeCss, type PrismTheme} from '../../src/prism/themeCss';
import {clientSiteConfigModule} from './clientSiteConfig';
import {sitePostCssOptions} from './postCssOptions';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line
 * is this comment has all its functions compiled while it streams in, on a
 * background thread. Without it each function is compiled on the main thread
 * when first called, which was about a third of the tasks that hydrate a page.
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type PrismConfig = {theme: PrismTheme; darkTheme?: PrismTheme};

/** Each config's stylesheet, so that loading the plugin again for the same config keeps the colours. */
const prismStylesheets = new WeakMap<PrismConfig, string>();

/**
 * Writes the code colours of both modes as a stylesheet that every page loads with the theme's CSS.
 * The token rules then leave the site config: Docusaurus copies that config into the bundle every
 * page loads (about 0.6 KB gzip of rules), and code renders with classes, using only `plain`.
 */
function writePrismThemeCss({siteConfig, generatedFilesDir}: LoadContext): string {
  const {prism} = siteConfig.themeConfig as {prism: PrismConfig};
  const written = prismStylesheets.get(prism);
  if (written) return written;
  const file = path.join(generatedFilesDir, 'bundle-splitting', 'prism-theme.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, prismThemeCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme}));
  prism.theme = {plain: prism.theme.plain, styles: []};
  if (prism.darkTheme) prism.darkTheme = {plain: prism.darkTheme.plain, styles: []};
  prismStylesheets.set(prism, file);
  return file;
}

/**
 * Docusaurus merges every stylesheet into the one each page loads, the search
 * modal's too (about 5 KB gzip). The modal's own rules are its own chunk
 * instead, loaded with the modal (src/theme/SearchBar); the button's stay.
 */
const SEARCH_MODAL_STYLES = {
  name: 'search-modal',
  type: 'css/mini-extract',
  test: /[\\/](?:@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]theme[\\/]SearchBar[\\/]modal\.css|src[\\/]components[\\/]AskAiAnswers[\\/])/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/**
 * The packages the main bundle holds, in a script of their own that every page loads before
 * the runtime and main. The page runs each script in a task of its own: main's evaluation,
 * the longest task after the first paint, fell from 9.5–10.1 ms to 6.3–7.4 ms at full CPU
 * speed on a phone window (four times that on a phone), and the packages' script takes about
 * 1 ms. The two compress 1.3 KB gzip worse than one.
 */
const MAIN_PACKAGES = {
  name: 'main-packages',
  test: /[\\/]node_modules[\\/]/,
  type: 'javascript/auto',
  chunks: 'initial' as const,
  enforce: true,
  priority: 30,
};

/** Writes the browser's copy of the site config (clientSiteConfig.ts); returns its path. */
function writeClientSiteConfig({siteConfig, generatedFilesDir}: LoadContext): string {
  const file = path.join(generatedFilesDir, 'bundle-splitting', 'client-site-config.mjs');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, clientSiteConfigModule(siteConfig));
  return file;
}

export default function pluginBundleSplitting(context: LoadContext): Plugin {
  const {siteDir, generatedFilesDir} = context;
  const prismThemeStylesheet = writePrismThemeCss(context);
  const GENERATED_SITE_CONFIG = new RegExp(`${escapeRegexp(path.join(generatedFilesDir, 'docusaurus.config'))}\\.mjs$`);
  const themeClassic = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json'));
  // The classic theme's client module that registers Prism languages on every page load, and what
  // stands in for it: src/prism/highlighter.ts registers the languages instead.
  const PRISM_CLIENT_MODULE = path.join(themeClassic, 'lib/prism-include-languages');
  const NO_OP_MODULE = path.join(siteDir, 'plugins/bundle-splitting/noOpClientModule.ts');
  const DOCUSAURUS_PREFETCH = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
  const PREFETCH_ONCE = path.join(siteDir, 'plugins/bundle-splitting/prefetchOnce.ts');
  const DOCUSAURUS_CLIENT_API = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
  const DEFERRED_ROUTE_PREFETCH = path.join(siteDir, 'plugins/bundle-splitting/deferredRoutePrefetch.ts');
  const DOCUSAURUS_PRELOAD = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
  const PRELOAD_THEN_YIELD = path.join(siteDir, 'plugins/bundle-splitting/preloadThenYield.ts');
  const THEME_SECONDARY_MENU_CONTENT = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/;
  const SECONDARY_MENU_CONTENT = path.join(siteDir, 'plugins/bundle-splitting/navbarSecondaryMenuContent.tsx');
  return {
    name: 'bundle-splitting-plugin',
    getClientModules() {
      return [prismThemeStylesheet, path.join(siteDir, 'plugins/bundle-splitting/chunkScriptsInTasks.ts')];
    },
    configurePostCss: sitePostCssOptions,
    configureWebpack(_config, isServer, {currentBundler}) {
      const alias = {
        [`${PRISM_CLIENT_MODULE}$`]: NO_OP_MODULE,
        // Same API on bare prism-core: loaded as is on the server, on demand in the browser.
        'prism-react-renderer$': path.join(siteDir, isServer ? 'src/prism/highlighter.ts' : 'src/prism/lazyHighlight.ts'),
      };
      if (isServer) return {resolve: {alias}};
      // Written now, not when the plugin loads: by now the themes have filled in their defaults.
      const clientSiteConfig = writeClientSiteConfig(context);
      const tslibHelpers = path.join(siteDir, 'plugins/bundle-splitting/tslibHelpers.ts');
      const batchedHelmet = path.join(siteDir, 'plugins/bundle-splitting/batchedHelmet.tsx');
      return {
        resolve: {
          alias: {...alias, tslib$: tslibHelpers, 'react-helmet-async$': batchedHelmet},
        },
        // Docusaurus's prefetch and preload helpers, client API and secondary-menu filler, imported by relative paths, are swapped by their resolved files.
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(DOCUSAURUS_PREFETCH, PREFETCH_ONCE),
          new currentBundler.instance.NormalModuleReplacementPlugin(DOCUSAURUS_CLIENT_API, DEFERRED_ROUTE_PREFETCH),
          new currentBundler.instance.NormalModuleReplacementPlugin(DOCUSAURUS_PRELOAD, PRELOAD_THEN_YIELD),
          new currentBundler.instance.NormalModuleReplacementPlugin(THEME_SECONDARY_MENU_CONTENT, SECONDARY_MENU_CONTENT),
          new currentBundler.instance.NormalModuleReplacementPlugin(GENERATED_SITE_CONFIG, clientSiteConfig),
          // Added once minified (a minifier drops comments), before the file names' hashes are computed.
          new currentBundler.instance.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
        optimization: {splitChunks: {cacheGroups: {searchModalStyles: SEARCH_MODAL_STYLES, mainPackages: MAIN_PACKAGES}}},
      };
    },
  };
}
