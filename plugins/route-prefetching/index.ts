/**
 * When the browser fetches the chunks of other routes: Docusaurus's prefetch
 * helper and client API are swapped in the browser bundle for versions that
 * ask for each chunk once, in the loaded page's idle time (prefetchOnce.ts),
 * and only for the routes a reader is about to open next
 * (deferredRoutePrefetch.ts, nextStepLinks.ts). Both are framework
 * touchpoints (plugins/framework-touchpoints/touchpoints.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {touchpointIsOn} from '../framework-touchpoints/switch';

const DOCUSAURUS_PREFETCH = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
const DOCUSAURUS_CLIENT_API = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function pluginRoutePrefetching(context: LoadContext): Plugin {
  const here = path.join(context.siteDir, 'plugins/route-prefetching');
  return {
    name: 'route-prefetching-plugin',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Docusaurus imports both by relative paths, so they are swapped by their resolved files.
      const replacements = [
        touchpointIsOn('prefetch once') && ([DOCUSAURUS_PREFETCH, path.join(here, 'prefetchOnce.ts')] as const),
        touchpointIsOn('deferred route prefetch (window.docusaurus)') && ([DOCUSAURUS_CLIENT_API, path.join(here, 'deferredRoutePrefetch.ts')] as const),
      ].filter((replacement) => replacement !== false);
      return {plugins: replacements.map(([target, replacement]) => new currentBundler.instance.NormalModuleReplacementPlugin(target, replacement))};
    },
  };
}
