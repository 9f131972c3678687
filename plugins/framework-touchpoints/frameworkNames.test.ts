/**
 * The names the site's code reads from Docusaurus are still the ones the installed
 * @docusaurus/core writes (touchpoints.ts, the entries of kind 'framework markup' and
 * the generated files): the build's hash check stops on any change to these files,
 * and this says which name went, beside the constant the site uses.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {BASE_URL_BANNER_ID} from '../scripts-after-first-paint';
import {HYDRATED_ATTRIBUTE} from '../../src/scheduling/interactivePage';

const SITE_DIR = path.resolve(__dirname, '../..');
const core = (file: string) => readFileSync(path.join(SITE_DIR, 'node_modules/@docusaurus/core', file), 'utf8');
const site = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');

describe("Docusaurus's generated files, which three client modules import", () => {
  test('@generated is the folder the generated files are written to', () => {
    expect(core('lib/webpack/base.js')).toContain("'@generated': generatedFilesDir");
  });

  test('the site config is written as docusaurus.config.mjs, the storage settings as site-storage.json', () => {
    const codegen = core('lib/server/codegen/codegen.js');
    expect(codegen).toContain('`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`');
    expect(readFileSync(path.join(SITE_DIR, 'node_modules/@docusaurus/utils/lib/constants.js'), 'utf8')).toContain(
      "exports.DEFAULT_CONFIG_FILE_NAME = 'docusaurus.config';",
    );
    expect(codegen).toContain("'site-storage.json', JSON.stringify(siteStorage");
  });
});

test('<html data-has-hydrated> is set by a component the app renders', () => {
  expect(core('lib/client/hasHydratedDataAttribute.js')).toContain(`<html ${HYDRATED_ATTRIBUTE}={isBrowser}/>`);
  expect(core('lib/client/App.js')).toMatch(/<HasHydratedDataAttribute\s*\/>/);
});

test("the wrong-base-URL banner's container has the id the loader removes, and shows when window.docusaurus is missing", () => {
  const banner = core('lib/client/BaseUrlIssueBanner/index.js');
  expect(banner).toContain(`const BannerContainerId = '${BASE_URL_BANNER_ID}';`);
  expect(banner).toContain("typeof window['docusaurus'] === 'undefined'");
  expect(core('lib/client/clientEntry.js')).toContain('window.docusaurus = docusaurus;');
});

test("the app's container has the id src/components/ServerMarkup reads", () => {
  const [, id] = /document\.getElementById\('([^']+)'\)/.exec(site('src/components/ServerMarkup/index.tsx')) ?? [];
  expect(core('lib/ssg/ssgTemplate.html.js')).toContain(`<div id="${id}"><%~ it.appHtml %></div>`);
  expect(core('lib/client/clientEntry.js')).toContain(`document.getElementById('${id}')`);
});
