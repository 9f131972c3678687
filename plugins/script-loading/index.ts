/**
 * How the browser gets the site's scripts once the page has painted
 * (plugins/scripts-after-first-paint starts them): every script asks V8 to
 * compile its functions while it streams in (COMPILE_HINT), and the scripts of
 * the chunks a route needs are added one per task (chunkScriptsInTasks.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {touchpointIsOn} from '../framework-touchpoints/switch';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line
 * is this comment has all its functions compiled while it streams in, on a
 * background thread. Without it each function is compiled on the main thread
 * when first called, which was about a third of the tasks that hydrate a page.
 * Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function pluginScriptLoading({siteDir}: LoadContext): Plugin {
  return {
    name: 'script-loading-plugin',
    getClientModules() {
      return touchpointIsOn('chunk scripts in tasks of their own') ? [path.join(siteDir, 'plugins/script-loading/chunkScriptsInTasks.ts')] : [];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          // Added once minified (a minifier drops comments), before the file names' hashes are computed.
          new currentBundler.instance.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
