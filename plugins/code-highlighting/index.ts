/**
 * Code is highlighted on the server and kept as the server drew it: Prism's
 * unused languages stay out of the site (src/prism/prismReactRenderer.ts), and
 * Prism itself out of first loads. The browser loads it only for code rendered
 * later (src/prism/lazyHighlight.ts), with token colours from a stylesheet
 * generated here from the site's Prism themes.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismThemeCss, type PrismTheme} from '../../src/prism/themeCss';
import {touchpointIsOn} from '../framework-touchpoints/switch';

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
  const file = path.join(generatedFilesDir, 'code-highlighting', 'prism-theme.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, prismThemeCss({light: prism.theme, dark: prism.darkTheme ?? prism.theme}));
  if (touchpointIsOn('Prism token rules out of the site config')) {
    prism.theme = {plain: prism.theme.plain, styles: []};
    if (prism.darkTheme) prism.darkTheme = {plain: prism.darkTheme.plain, styles: []};
  }
  prismStylesheets.set(prism, file);
  return file;
}

export default function pluginCodeHighlighting(context: LoadContext): Plugin {
  const {siteDir} = context;
  const prismThemeStylesheet = writePrismThemeCss(context);
  const themeClassic = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic/package.json'));
  // The classic theme's client module that registers Prism languages on every page load, and what
  // stands in for it: src/prism/highlighter.ts registers the languages instead.
  const PRISM_CLIENT_MODULE = path.join(themeClassic, 'lib/prism-include-languages');
  const NO_OP_MODULE = path.join(siteDir, 'plugins/code-highlighting/noOpClientModule.ts');
  return {
    name: 'code-highlighting-plugin',
    getClientModules() {
      return [prismThemeStylesheet];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [`${PRISM_CLIENT_MODULE}$`]: NO_OP_MODULE,
            // Same API on bare prism-core: loaded as is on the server, on demand in the browser.
            'prism-react-renderer$': path.join(siteDir, isServer ? 'src/prism/highlighter.ts' : 'src/prism/lazyHighlight.ts'),
          },
        },
      };
    },
  };
}
