/**
 * Stylesheets go through PostCSS only for what the site adds: Infima's unused
 * components are dropped (unusedInfima.ts), and the work the minifier does
 * again (prefixing and lowering for the browserslist) is skipped
 * (postCssOptions.ts; bench/README.md "Build time").
 */
import type {Plugin} from '@docusaurus/types';
import {sitePostCssOptions} from './postCssOptions';

export default function pluginStylesheets(): Plugin {
  return {name: 'stylesheets-plugin', configurePostCss: sitePostCssOptions};
}
