/**
 * Values from src/data reach the outputs that are not pages through `{{…}}`
 * tokens (plugins/site-facts): the Markdown copies, llms-full.txt and the
 * search records show the values, never a token. The pages are
 * tests/e2e/site-facts.spec.ts.
 */
import {describe, expect, test} from 'vitest';
import VERSIONS from '../../src/data/versions.json';
import {HOODI_NETWORK} from '../../src/data/siteFacts';
import {TEST_SITES} from '../sites';
import {builtFile} from './builtSite';

const ANY_TOKEN = /\{\{(?:version|hoodi)\.[\w.-]+\}\}/;

describe('site facts in the built files', () => {
  test('the Markdown copy of a page shows the release from src/data/versions.json', () => {
    const markdown = builtFile(TEST_SITES.root, 'docs/intro.md');
    expect(markdown).toContain(`simple-surge-node/releases/tag/${VERSIONS.simpleSurgeNode}`);
    expect(markdown).not.toMatch(ANY_TOKEN);
  });

  test('llms-full.txt and the search records hold values, not tokens', () => {
    const full = builtFile(TEST_SITES.root, 'llms-full.txt');
    expect(full).toContain(HOODI_NETWORK.l1Contracts[0]!.address);
    expect(full).not.toMatch(ANY_TOKEN);
    const records = builtFile(TEST_SITES.root, 'search-records.json');
    expect(records).toContain(VERSIONS.raiko);
    expect(records).not.toMatch(ANY_TOKEN);
  });
});
