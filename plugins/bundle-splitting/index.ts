/**
 * Keeps code that a reader's first page does not need out of the chunks that
 * every page loads: Prism out of the main bundle, Prism's unused languages
 * out of the site (src/prism/prismReactRenderer.ts), and react-dom out of the
 * browser: pages hydrate with Preact's React-compatible layer (about 10 KB
 * gzip against react-dom's 60), while the server still renders with React.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function pluginBundleSplitting({siteDir}: LoadContext): Plugin {
  const themeClassic = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json'));
  // The classic theme's client module that registers Prism languages on every page load, and what
  // stands in for it: src/theme/CodeBlock/Content/String.tsx registers the languages instead.
  const PRISM_CLIENT_MODULE = path.join(themeClassic, 'lib/prism-include-languages');
  const NO_OP_MODULE = path.join(siteDir, 'plugins/bundle-splitting/noOpClientModule.ts');
  return {
    name: 'bundle-splitting-plugin',
    getClientModules() {
      return [path.join(siteDir, 'plugins/bundle-splitting/preactClientModule.ts')];
    },
    configureWebpack(_config, isServer) {
      const alias = {
        [`${PRISM_CLIENT_MODULE}$`]: NO_OP_MODULE,
        // Same API on bare prism-core, for server and browser alike so that the markup matches.
        'prism-react-renderer$': path.join(siteDir, 'src/prism/prismReactRenderer.ts'),
      };
      if (isServer) return {resolve: {alias}};
      // In the browser, Preact's React-compatible layer (about 10 KB gzip) hydrates what React
      // rendered on the server (react-dom alone is about 60 KB); the markup is the same.
      const preactCompat = path.dirname(require.resolve('preact/compat/package.json', {paths: [siteDir]}));
      return {resolve: {alias: {...alias, react: preactCompat, 'react-dom': preactCompat}}};
    },
  };
}
