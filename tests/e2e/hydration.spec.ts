/**
 * Hydration keeps the markup the server rendered: no block of the article is
 * rebuilt, and tab blocks (code included) are not remounted once the page is
 * in the browser (src/theme/Tabs), so a tab chosen or focused early stays.
 * The last-update line keeps its server markup too (src/theme/LastUpdated).
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
  // Panels still know they are in the browser: their code blocks have their buttons.
  const panel = page.locator('article [role="tabpanel"]:not([hidden])').last();
  await expect(panel.getByRole('button', {name: /copy/i}).first()).toBeAttached();
});

test('the last-update line keeps its server markup, and renders the same after a client-side navigation', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const line = document.querySelector('.theme-last-updated');
      if (!line) return;
      new MutationObserver(() => ((window as unknown as {lineChanged: boolean}).lineChanged = true)).observe(line, {childList: true, subtree: true, characterData: true});
    });
  });
  await page.goto('docs/about/based-rollups');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const line = page.locator('.theme-last-updated');
  const firstLoad = await line.innerText();
  expect(firstLoad).toMatch(/\d{4}/);
  expect(await page.evaluate(() => (window as unknown as {lineChanged?: boolean}).lineChanged)).toBeUndefined();

  await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Stage 2'}).click();
  await expect(page).toHaveURL(/stage-2$/);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Based rollups'}).click();
  await expect(line).toHaveText(firstLoad);
  expect(await page.evaluate(() => (window as unknown as {beforeClick?: boolean}).beforeClick)).toBe(true);
});
