import {describe, expect, test} from 'vitest';
import {BUILD_ONLY_KEYS, clientSiteConfig, clientSiteConfigModule} from './clientSiteConfig';

const siteConfig = {
  title: 'Surge Documentation',
  baseUrl: '/docs-site/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts', beforeDefaultRemarkPlugins: [[null, {siteDir: '/build/machine'}]]}}]],
  plugins: [null, ['@docusaurus/plugin-client-redirects', {redirects: []}]],
  themes: [],
  clientModules: ['./src/clientModules/repairSiteStorage.ts'],
  staticDirectories: ['static'],
  onBrokenLinks: 'throw',
  ssrTemplate: '<!DOCTYPE html><%~ it.appHtml %>',
  future: {v4: {siteStorageNamespacing: true}, faster: {rspackBundler: true}, experimental_router: 'browser'},
  themeConfig: {navbar: {title: 'Surge'}, prism: {theme: {plain: {color: '#000'}, styles: []}}},
  customFields: {searchMode: 'embedded'},
  storage: {type: 'localStorage', namespace: true},
};

describe('clientSiteConfig', () => {
  test('leaves out what only the build reads', () => {
    const copy = clientSiteConfig(siteConfig);
    for (const key of BUILD_ONLY_KEYS) expect(copy).not.toHaveProperty(key);
    expect(copy.future).toEqual({v4: {siteStorageNamespacing: true}, experimental_router: 'browser'});
    expect(JSON.stringify(copy)).not.toContain('/build/machine');
  });

  test('keeps what the browser reads, and leaves the config it was given whole', () => {
    const copy = clientSiteConfig(siteConfig);
    expect(copy).toMatchObject({
      title: 'Surge Documentation',
      baseUrl: '/docs-site/',
      themeConfig: siteConfig.themeConfig,
      customFields: siteConfig.customFields,
      storage: siteConfig.storage,
    });
    expect(siteConfig.presets).toHaveLength(1);
    expect(siteConfig.future.faster).toEqual({rspackBundler: true});
  });

  test('a config without `future` gets none', () => {
    expect(clientSiteConfig({title: 'x', plugins: []})).toEqual({title: 'x'});
  });

  test('writes an ES module whose default export is the copy', async () => {
    const source = clientSiteConfigModule(siteConfig);
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {default: unknown};
    expect(loaded.default).toEqual(clientSiteConfig(siteConfig));
  });
});
