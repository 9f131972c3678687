/**
 * Ask AI's first sentence answers the question (ARCHITECTURE.md "Ask AI"): a pasted
 * error opens with what the error means, quoted from the section that explains it,
 * then the error-code data; and the evaluation set's score holds its floor.
 */
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

/**
 * Opens the search modal, asks the question in Ask AI and returns the newest answer once settled.
 * The only place this spec touches the modal's markup.
 */
async function askInModal(page: Page, question: string) {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.insertText(question);
  const askEntry = page.locator('.DocSearch-Modal .DocSearch-Hit--AskAI');
  await expect(askEntry).toContainText(`Ask AI: ${question}`);
  await askEntry.click();
  const answer = page.locator('.DocSearch-Modal [data-answer-status]').first();
  await expect(answer).toHaveAttribute('data-answer-status', 'local', {timeout: 20_000});
  return answer;
}

test('a pasted error name is answered with what the error means first, then the error-code data', async ({page}) => {
  await gotoHydrated(page, 'docs/intro');
  const answer = await askInModal(page, 'my proposer logs NotAuthorized on hoodi, why?');
  const statements = answer.locator('[data-statement]');
  await expect(statements.first()).toContainText('NotAuthorized()');
  await expect(statements.first()).toContainText('only accepts callers its admin has authorised');
  await expect(answer.locator('a[data-citation]').first()).toHaveAttribute('href', '/docs/guides/surge-on-hoodi/run-l2#common-problems');
  await expect(statements.nth(1)).toHaveText('NotAuthorized() (selector 0xea8e4eb5) is a custom error of SurgeProposerWrapper.');
  await expect(answer.locator('a[data-citation]').nth(1)).toHaveAttribute('href', '/docs/troubleshooting/error-codes#surgeproposerwrapper-notauthorized');
});

test('other sections follow under "Also relevant"', async ({page}) => {
  await gotoHydrated(page, 'docs/intro');
  const answer = await askInModal(page, 'my proposer logs NotAuthorized on hoodi, why?');
  await expect(answer.getByText('Also relevant', {exact: true})).toBeVisible();
  await expect(answer.locator('[data-also] [data-statement]').first()).toBeVisible();
});
