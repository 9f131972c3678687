/**
 * Values from src/data reach the pages through `{{…}}` tokens
 * (plugins/site-facts): the Hoodi tables, code blocks and the diagrams'
 * accessible names show the values, never a token. The other outputs are
 * tests/build/siteFacts.test.ts.
 */
import {HOODI_NETWORK} from '../../src/data/siteFacts';
import {expect, gotoHydrated, test} from './site';

const ANY_TOKEN = /\{\{(?:version|hoodi)\.[\w.-]+\}\}/;

test.describe('site facts', () => {
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
