/**
 * Values from src/data reach every output through `{{…}}` tokens
 * (plugins/site-facts): the pages, their Markdown copies, llms-full.txt and the
 * search records show the values, never a token. The Hoodi tables and the
 * diagrams' accessible names come through too.
 */
import VERSIONS from '../../src/data/versions.json';
import {HOODI_NETWORK} from '../../src/data/siteFacts';
import {expect, gotoHydrated, test} from './site';

const ANY_TOKEN = /\{\{(?:version|hoodi)\.[\w.-]+\}\}/;

test.describe('site facts', () => {
  test('the Markdown copy of a page shows the release from src/data/versions.json', async ({page}) => {
    const markdown = await (await page.request.get('docs/intro.md')).text();
    expect(markdown).toContain(`simple-surge-node/releases/tag/${VERSIONS.simpleSurgeNode}`);
    expect(markdown).not.toMatch(ANY_TOKEN);
  });

  test('llms-full.txt and the search records hold values, not tokens', async ({page}) => {
    const full = await (await page.request.get('llms-full.txt')).text();
    expect(full).toContain(HOODI_NETWORK.l1Contracts[0]!.address);
    expect(full).not.toMatch(ANY_TOKEN);
    const records = await (await page.request.get('search-records.json')).text();
    expect(records).toContain(VERSIONS.raiko);
    expect(records).not.toMatch(ANY_TOKEN);
  });

  test('the Hoodi page renders its tables from the data, with the values in code blocks too', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/surge-on-hoodi');
    const contracts = page.locator('table[data-hoodi-table="l1Contracts"]');
    for (const contract of HOODI_NETWORK.l1Contracts) await expect(contracts).toContainText(contract.address);
    await expect(page.locator('table[data-hoodi-table="chains"]')).toContainText(String(HOODI_NETWORK.l2.chainId));
    await expect(page.locator('pre code').filter({hasText: 'enode://'}).first()).toContainText(HOODI_NETWORK.l2.bootnode);
    await expect(page.locator('article')).not.toContainText(ANY_TOKEN);
  });

  test('a diagram carries its accessible title and description', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/surge-on-hoodi');
    const diagram = page.locator('article figure img').first();
    await expect(diagram).toHaveAccessibleName(/^Pieces of a Surge node on Hoodi\. .*Hoodi L1 node and the Surge bootnode/);
  });
});
