/**
 * `npm start` serves a working site: a doc page renders with React (the same
 * runtime as the production build), its controls work, and search finds a
 * page and opens it.
 */
import {expect, test} from '@playwright/test';

test('a doc page renders with React, and search finds a page and opens it', async ({page, baseURL}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('docs/intro');
  await expect(page.locator('article h1')).toHaveText('Introduction to Surge');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The page's root is React's.
  expect(await page.evaluate(() => Object.keys(document.getElementById('__docusaurus')!).some((key) => key.startsWith('__reactContainer$')))).toBe(true);
  // The colour toggle works.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Search: Ctrl+K opens the modal, a keyword finds the page, Enter opens it.
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('Register provers');
  await expect(page.locator('[role="option"][aria-selected="true"] [data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers`));
  await expect(page.locator('article h1')).toHaveText('Register provers');
  expect(errors).toEqual([]);
});
