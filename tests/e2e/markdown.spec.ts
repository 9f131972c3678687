/**
 * The Copy page button and the link to a page's Markdown copy (the copies
 * themselves are checked over the build, tests/build/markdownCopies.test.ts).
 */
import {expect, gotoHydrated, test} from './site';

test.describe('Copy page', () => {
  test('copies the page as Markdown, fetched only on click', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) markdownRequests.push(request.url());
    });
    await gotoHydrated(page, 'docs/about');
    expect(markdownRequests).toEqual([]);

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied this page as Markdown.'})).toBeAttached();
    expect(markdownRequests).toEqual([`${baseURL}docs/about.md`]);
    const expected = await (await page.request.get('docs/about.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('links to the raw Markdown', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/provers');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${new URL(baseURL!).pathname}docs/guides/running-surge/provers.md`);
    const response = await page.request.get(`${baseURL}docs/guides/running-surge/provers.md`);
    expect(response.headers()['content-type']).toContain('text/markdown');
    expect(await response.text()).toMatch(/^# Provers/);
  });

  test('says so when the clipboard is blocked', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: deny, writeText: deny}});
    });
    await gotoHydrated(page, 'docs/intro');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByText('Could not copy: the browser blocked the clipboard.')).toBeVisible();
  });

  test.describe('without its Markdown file', () => {
    test.use({allowedConsoleErrors: /status of 404/});

    test('says the Markdown could not be loaded', async ({page}) => {
      await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
      await gotoHydrated(page, 'docs/intro');
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByText('Could not load the Markdown of this page (HTTP 404).')).toBeVisible();
    });
  });
});
