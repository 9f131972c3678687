import {expect, test} from 'vitest';
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
