import {describe, expect, test} from 'vitest';
import {frameworkReachesOf} from './frameworkReaches';

const kinds = (text: string) => frameworkReachesOf('plugins/p/index.ts', text).map(({kind, line}) => `${line} ${kind}`);

test('finds module replacements, aliases and page templates in plugin code', () => {
  const text = [
    'export default function plugin(context) {',
    '  return {',
    '    configureWebpack(_config, _isServer, {currentBundler}) {',
    "      const alias = {'react-dom$': 'preact/compat'};",
    "      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/a/, 'b')], resolve: {alias}};",
    '    },',
    '  };',
    '}',
    "context.siteConfig.ssrTemplate = '<html>';",
    "export const config = {ssrTemplate: '<html>'};",
  ].join('\n');
  expect(kinds(text)).toEqual(['5 module replacement', '5 resolve alias', '9 page template', '10 page template']);
});

test('finds patched prototypes, redefined globals and the wrapped bundler runtime', () => {
  const text = [
    'StorageEvent.prototype.initStorageEvent = function () {};',
    "Object.defineProperty(window, 'localStorage', {value: memory});",
    'Object.defineProperty(record, "x", {value: 1});',
    '__webpack_require__.l = wrap(__webpack_require__.l);',
  ].join('\n');
  expect(kinds(text)).toEqual(['1 prototype patch', '2 global redefined', '4 bundler runtime wrapped']);
});

test('finds the site config rewritten, through names bound to a part of it', () => {
  const text = [
    'function f({siteConfig}) {',
    '  const {prism} = siteConfig.themeConfig;',
    '  prism.theme = {plain: prism.theme.plain, styles: []};',
    "  siteConfig.title = 'x';",
    '  const copy = {...other};',
    "  copy.theme = 'y';",
    '}',
  ].join('\n');
  expect(kinds(text)).toEqual(['3 site config rewritten', '4 site config rewritten']);
});

test('ignores comments and strings that name them', () => {
  const text = [
    '// new NormalModuleReplacementPlugin(a, b), resolve: {alias: {}}',
    "const doc = 'Object.defineProperty(window, x) and siteConfig.ssrTemplate = y';",
    '/* StorageEvent.prototype.initStorageEvent = f */',
  ].join('\n');
  expect(kinds(text)).toEqual([]);
});

describe('reaches into a named package, read from strings and regexes', () => {
  const packages = new Set(['infima', 'postcss-preset-env', '@docsearch/css', '@docusaurus/core', '@docusaurus/theme-search-algolia', 'react', 'lighthouse']);
  const found = (text: string, file = 'plugins/p/index.ts') =>
    frameworkReachesOf(file, text, {packages}).map(({kind, line, package: packageName}) => `${line} ${kind} ${packageName}`);

  test('a regex or string that names a file inside a package, by its folder', () => {
    const text = [
      'const presetEnv = /[\\\\/]postcss-preset-env[\\\\/]/;',
      'const infima = /[\\\\/]infima[\\\\/]/;',
      'const algolia = /[\\\\/](?:@docsearch[\\\\/]css[\\\\/]dist[\\\\/]style\\.css|theme-search-algolia[\\\\/]lib[\\\\/]theme[\\\\/]SearchBar[\\\\/]styles\\.css)/;',
      "const deep = '@docusaurus/core/lib/client/prefetch.js';",
      'const installed = `${siteDir}/node_modules/infima/dist/css/default/default.css`;',
      "const config = '@generated/docusaurus.config';",
    ].join('\n');
    expect(found(text)).toEqual([
      '1 package file path postcss-preset-env',
      '2 package file path infima',
      '3 package file path @docsearch/css',
      '3 package file path @docusaurus/theme-search-algolia',
      '4 package file path @docusaurus/core',
      '5 package file path infima',
      '6 package file path @docusaurus/core',
    ]);
  });

  test('not an import (deepImports.ts reads those), a public entry, the site’s own paths, node_modules alone, prose, a package not installed, or words a regex matches', () => {
    const text = [
      "import {x} from '@docusaurus/core/lib/client/x';",
      "const lazy = import('@docsearch/css/dist/modal.css');",
      "const themes = ['@docusaurus/theme-search-algolia', 'react/jsx-runtime'];",
      'const own = /[\\\\/]src[\\\\/]theme[\\\\/]SearchBar[\\\\/]modal\\.css/;',
      'const packagesAtAll = /[\\\\/]node_modules[\\\\/]/;',
      "const words = 'it comes from @docusaurus/core/lib/client in words';",
      "const other = 'left-pad/lib/index.js';",
      'const logLine = /lighthouse\\/syncing|eth_syncing/;',
    ].join('\n');
    expect(found(text)).toEqual([]);
  });

  test('an attribute, id or window property Docusaurus puts in the page, in code, strings and JSX', () => {
    const text = [
      'export const READY = \'html[data-has-hydrated="true"]\';',
      "const banner = document.getElementById('__docusaurus-base-url-issue-banner-container');",
      "const root = document.getElementById('__docusaurus');",
      'const loaded = Boolean(window.docusaurus);',
      'const inline = `var ready = window.docusaurus && start();`;',
      'const Page = () => <html data-has-hydrated />;',
      "const mine = 'data-hydrating-blocks __docusaurus-like docusaurusRoot';",
    ].join('\n');
    expect(found(text, 'src/p.tsx')).toEqual([
      '1 framework markup @docusaurus/core',
      '2 framework markup @docusaurus/core',
      '3 framework markup @docusaurus/core',
      '4 framework markup @docusaurus/core',
      '5 framework markup @docusaurus/core',
      '6 framework markup @docusaurus/core',
    ]);
  });

  test('a name the MDX compiler writes in its output, as a syntax-tree step matches it', () => {
    const text = [
      "const FACTORIES = new Set(['_jsx', '_jsxs', '_jsxDEV']);",
      "const isFragment = (node) => node.name === '_Fragment';",
      "const jsx = 'jsx'; const underscored = '_jsxRuntime';",
    ].join('\n');
    expect(found(text)).toEqual([
      '1 compiled output estree-util-build-jsx',
      '1 compiled output estree-util-build-jsx',
      '1 compiled output estree-util-build-jsx',
      '2 compiled output estree-util-build-jsx',
    ]);
  });
});
