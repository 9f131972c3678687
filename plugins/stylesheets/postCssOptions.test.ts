import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {sitePostCssOptions} from './postCssOptions';

const require = createRequire(import.meta.url);

describe('sitePostCssOptions', () => {
  // What Docusaurus's style loader passes to configurePostCss.
  const docusaurusDefault = () => ({ident: 'postcss', plugins: [[require.resolve('postcss-preset-env'), {}]] as unknown[]});

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
