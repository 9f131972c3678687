/**
 * What the browser's bundles hold: the search modal's stylesheet is a chunk of
 * its own, loaded with the modal; the packages the main bundle holds are a
 * script of their own; tslib shrinks to the one helper the browser uses
 * (tslibHelpers.ts). When other routes' chunks are fetched is
 * plugins/route-prefetching.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {touchpointIsOn} from '../framework-touchpoints/switch';

/**
 * Docusaurus merges every stylesheet into the one each page loads, the search
 * modal's too (about 5 KB gzip). The modal's own rules are its own chunk
 * instead, loaded with the modal (src/theme/SearchBar/SearchModal); the button's stay.
 */
const SEARCH_MODAL_STYLES = {
  name: 'search-modal',
  type: 'css/mini-extract',
  test: /[\\/](?:@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]theme[\\/]SearchBar[\\/]SearchModal[\\/]modal\.css|src[\\/]components[\\/]AskAiAnswers[\\/])/,
  chunks: 'async' as const,
  enforce: true,
  priority: 60,
};

/**
 * The same for the Algolia build's stock DocSearch modal (theme-search-algolia's SearchBar loads
 * DocSearch's whole stylesheet with it): a chunk of its own, which the embedded build never loads.
 */
const ALGOLIA_MODAL_STYLES = {
  ...SEARCH_MODAL_STYLES,
  name: 'algolia-search-modal',
  test: /[\\/](?:@docsearch[\\/]css[\\/]dist[\\/]style\.css|theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]styles\.css)/,
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

export default function pluginBundleSplitting(context: LoadContext): Plugin {
  const tslibHelpers = path.join(context.siteDir, 'plugins/bundle-splitting/tslibHelpers.ts');
  return {
    name: 'bundle-splitting-plugin',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const alias: Record<string, string> = touchpointIsOn('tslib helpers') ? {tslib$: tslibHelpers} : {};
      return {
        resolve: {alias},
        optimization: {
          splitChunks: {cacheGroups: {searchModalStyles: SEARCH_MODAL_STYLES, algoliaModalStyles: ALGOLIA_MODAL_STYLES, mainPackages: MAIN_PACKAGES}},
        },
      };
    },
  };
}
