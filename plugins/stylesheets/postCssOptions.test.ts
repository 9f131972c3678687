import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sitePostCssOptions} from './postCssOptions';

const require = createRequire(import.meta.url);
/** Docusaurus's style loader, which hands configurePostCss its plugin list (a touchpoint: plugins/framework-touchpoints/touchpoints.ts). */
const STYLE_LOADER = path.resolve(__dirname, '../../node_modules/@docusaurus/bundler/lib/loaders/styleLoader.js');

describe("Docusaurus's style loader", () => {
  it('lists postcss-preset-env by its resolved path, the only plugin the site drops', () => {
    expect(readFileSync(STYLE_LOADER, 'utf8')).toMatch(/plugins: \[\s*\[\s*require\.resolve\('postcss-preset-env'\),\s*\{/);
  });
});

describe('sitePostCssOptions', () => {
  // What Docusaurus's style loader passes to configurePostCss: the preset as the loader itself resolves it.
  const docusaurusDefault = () => ({ident: 'postcss', plugins: [[createRequire(STYLE_LOADER).resolve('postcss-preset-env'), {}]] as unknown[]});

  it('drops postcss-preset-env and adds the unused-Infima filter', () => {
    const {plugins} = sitePostCssOptions(docusaurusDefault());
    expect(plugins).toHaveLength(1);
    expect((plugins[0] as {postcssPlugin: string}).postcssPlugin).toBe('drop-unused-infima');
  });

  it('stops postcss-loader looking for a config file and keeps the other options', () => {
    expect(sitePostCssOptions(docusaurusDefault())).toMatchObject({ident: 'postcss', config: false});
  });

  it('keeps plugins other sites or themes added, in order', () => {
    const other = {postcssPlugin: 'other'};
    const {plugins} = sitePostCssOptions({plugins: ['/x/node_modules/postcss-nesting/index.js', other, [require.resolve('postcss-preset-env')]]});
    expect(plugins.slice(0, 2)).toEqual(['/x/node_modules/postcss-nesting/index.js', other]);
    expect(plugins).toHaveLength(3);
  });
});
