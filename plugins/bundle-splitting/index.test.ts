/**
 * The search modals' stylesheet groups find the files the installed packages load: the site
 * modal's DocSearch styles (src/theme/SearchBar/SearchModal), and in Algolia mode the styles the
 * theme's SearchBar imports when its modal opens. A group whose path no longer matches would put
 * those styles back in the stylesheet every page loads, with no error.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import {describe, expect, test} from 'vitest';
import pluginBundleSplitting from '.';

const SITE_DIR = path.resolve(__dirname, '../..');
type Group = {test: RegExp; name: string};

function cacheGroups(): Record<string, Group> {
  const plugin = pluginBundleSplitting({siteDir: SITE_DIR} as LoadContext);
  const config = plugin.configureWebpack!({}, false, {} as ConfigureWebpackUtils, {} as never) as {
    optimization: {splitChunks: {cacheGroups: Record<string, Group>}};
  };
  return config.optimization.splitChunks.cacheGroups;
}

/** The file `specifier` names from `fromFile`, as the bundler resolves it. */
const resolveFrom = (fromFile: string, specifier: string) => createRequire(fromFile).resolve(specifier);

describe('the search modal stylesheet groups', () => {
  const groups = cacheGroups();

  test("the site modal's group matches the DocSearch modal styles it imports", () => {
    const modal = path.join(SITE_DIR, 'src/theme/SearchBar/SearchModal/index.tsx');
    expect(readFileSync(modal, 'utf8')).toContain("import '@docsearch/css/dist/modal.css';");
    expect(groups.searchModalStyles!.test.test(resolveFrom(modal, '@docsearch/css/dist/modal.css'))).toBe(true);
  });

  test("the Algolia group matches both stylesheets theme-search-algolia's SearchBar loads with its modal", () => {
    // The theme's components are read by path (the @theme alias), past the package's exports.
    const searchBar = path.join(SITE_DIR, 'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js');
    const source = readFileSync(searchBar, 'utf8');
    expect(source).toContain("import('./styles.css')");
    expect(source).toContain("import('@docsearch/react/style')");
    const style = resolveFrom(searchBar, '@docsearch/react/style');
    const [, reexported] = /export \* from '([^']+)'/.exec(readFileSync(style, 'utf8')) ?? [];
    const files = [resolveFrom(searchBar, './styles.css'), resolveFrom(style, reexported!)];
    expect(files.map((file) => groups.algoliaModalStyles!.test.test(file))).toEqual([true, true]);
  });

  test('the groups match no other stylesheet of those packages', () => {
    const buttonCss = resolveFrom(path.join(SITE_DIR, 'package.json'), '@docsearch/css/dist/button.css');
    expect([groups.searchModalStyles!.test.test(buttonCss), groups.algoliaModalStyles!.test.test(buttonCss)]).toEqual([false, false]);
  });
});
