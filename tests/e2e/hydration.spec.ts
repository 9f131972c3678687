/**
 * Hydration keeps the markup the server rendered: no block of the article is
 * rebuilt, and tab blocks (code included) are not remounted once the page is
 * in the browser (src/theme/Tabs), so a tab chosen or focused early stays.
 */
import {expect, test} from './site';

const LONG_GUIDE = 'docs/guides/running-surge/deploy-l2';

test('hydrating a long guide rebuilds none of its blocks or tab containers', async ({page}) => {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as {blocksChanged: string[]}).blocksChanged = changed;
    document.addEventListener('DOMContentLoaded', () => {
      const article = document.querySelector('article .markdown');
      if (!article) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes).concat(Array.from(record.removedNodes))) {
            const element = node as Element;
            // Blocks of the article itself, and tab containers anywhere in it.
            if (record.target === article || element.classList?.contains('theme-tabs-container')) changed.push(`${node.nodeName}.${element.className ?? ''}`);
          }
        }
      }).observe(article, {childList: true, subtree: true});
    });
  });
  await page.goto(LONG_GUIDE);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('article .theme-tabs-container').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {blocksChanged: string[]}).blocksChanged)).toEqual([]);
  // Hydrated all the same: the last tab block switches tabs, by keyboard too.
  const tabs = page.locator('article').getByRole('tablist').last();
  await tabs.getByRole('tab', {name: 'Local'}).focus();
  await page.keyboard.press('ArrowRight');
  const remote = tabs.getByRole('tab', {name: 'Remote'});
  await expect(remote).toBeFocused();
  await expect(remote).toHaveAttribute('aria-selected', 'true');
});
