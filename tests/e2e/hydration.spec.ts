/**
 * Hydration in slices (src/components/HydrateInSlices): the article, sidebar,
 * TOC and footer of a server-rendered page hydrate after the first task, in
 * document order. Their markup stays as the server sent it, and input before
 * they hydrate still works, because input hydrates them first.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './site';

const LONG_GUIDE = 'docs/guides/running-surge/deploy-l2';

/**
 * Opens a page with its slices held: the queue schedules each slice as a
 * message to itself (MessageChannel), and the page drops those messages, so
 * only input can hydrate the parts still waiting.
 */
async function openWithSlicesHeld(page: Page, path: string) {
  await page.addInitScript(() => {
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      if (args[0] !== null) send.apply(this, args);
    } as MessagePort['postMessage'];
  });
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('html'), 'parts of the page wait to hydrate').toHaveAttribute('data-hydration', 'pending');
}

test.describe('hydration in slices', () => {
  test('a tab in the article answers a click before its part has hydrated', async ({page}) => {
    await openWithSlicesHeld(page, LONG_GUIDE);
    const remote = page.locator('article').getByRole('tab', {name: 'Remote'}).last();
    await remote.click();
    await expect(remote).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab focused before its part has hydrated keeps focus, and the arrow key selects the next one', async ({page}) => {
    await openWithSlicesHeld(page, LONG_GUIDE);
    const tabs = page.locator('article').getByRole('tablist').last();
    await tabs.getByRole('tab', {name: 'Local'}).focus();
    await page.keyboard.press('ArrowRight');
    const remote = tabs.getByRole('tab', {name: 'Remote'});
    await expect(remote).toBeFocused();
    await expect(remote).toHaveAttribute('aria-selected', 'true');
  });

  test('a link at the end of the article navigates client-side before its part has hydrated', async ({page, baseURL}) => {
    await openWithSlicesHeld(page, LONG_GUIDE);
    await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
    const link = page.locator('article .markdown a[href^="/docs/"]').last();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(`${baseURL}${href!.slice(1)}`);
    // The same document: the page did not reload.
    expect(await page.evaluate(() => (window as unknown as {beforeClick?: boolean}).beforeClick)).toBe(true);
  });

  test('hydrating keeps the markup the server rendered, and every part hydrates without input', async ({page}) => {
    await page.addInitScript(() => {
      const changed: string[] = [];
      (window as unknown as {blocksChanged: string[]}).blocksChanged = changed;
      document.addEventListener('DOMContentLoaded', () => {
        const article = document.querySelector('article .markdown');
        if (!article) return;
        new MutationObserver((records) => {
          for (const record of records) {
            record.addedNodes.forEach((node) => changed.push(`added ${node.nodeName}`));
            record.removedNodes.forEach((node) => changed.push(`removed ${node.nodeName}`));
          }
        }).observe(article, {childList: true});
      });
    });
    await page.goto(LONG_GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');
    expect(await page.evaluate(() => (window as unknown as {blocksChanged: string[]}).blocksChanged)).toEqual([]);
    // The sidebar hydrated too: its category buttons collapse.
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const category = sidebar.locator('button[aria-expanded]').first();
    const expanded = await category.getAttribute('aria-expanded');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  });
});
