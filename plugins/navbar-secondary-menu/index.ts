/**
 * The navbar's secondary menu (the docs sidebar in the phone menu's second
 * panel): theme-common's provider, hook and filler are swapped in the browser
 * bundle for navbarSecondaryMenuContent.tsx, which keeps the filler's props
 * stable without loading the browser's collation data. A framework touchpoint
 * (plugins/framework-touchpoints/touchpoints.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {touchpointIsOn} from '../framework-touchpoints/switch';

const THEME_SECONDARY_MENU_CONTENT = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/;

export default function pluginNavbarSecondaryMenu(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins/navbar-secondary-menu/navbarSecondaryMenuContent.tsx');
  return {
    name: 'navbar-secondary-menu-plugin',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || !touchpointIsOn('navbar secondary menu filler')) return {};
      // theme-common imports it by a relative path, so it is swapped by its resolved file.
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_SECONDARY_MENU_CONTENT, replacement)]};
    },
  };
}
