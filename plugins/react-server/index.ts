/**
 * How the server build renders: a component's `index.server.tsx` is its server
 * half (src/components/ServerMarkup), and pages are rendered with every Suspense
 * boundary in place (./renderToHtml.ts, a module replaced by path: declared in
 * plugins/framework-touchpoints).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const DOCUSAURUS_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

export default function pluginReactServer({siteDir}: LoadContext): Plugin {
  return {
    name: 'react-server-plugin',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      return {
        mergeStrategy: {'resolve.extensions': 'prepend'},
        resolve: {extensions: ['.server.tsx']},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(DOCUSAURUS_RENDER_TO_HTML, path.join(siteDir, 'plugins/react-server/renderToHtml.ts')),
        ],
      };
    },
  };
}
