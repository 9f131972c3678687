/**
 * Code blocks are highlighted on the server and stay so after hydration, in
 * both colour modes, for every language the docs use (the site ships bare
 * prism-core plus the languages it lists; src/prism/).
 */
import {expectColorMode, useColorMode} from './axe';
import {expect, gotoHydrated, test} from './site';

/** Colour of the first token of each kind in the blocks of a language (runs in the page). */
function tokenColours({language, kinds}: {language: string; kinds: string[]}): Record<string, string | null> {
  return Object.fromEntries(
    kinds.map((kind) => {
      const token = document.querySelector(`pre.language-${language} .token.${kind}`);
      return [kind, token ? getComputedStyle(token).color : null];
    }),
  );
}

test('bash blocks are highlighted, in light and in dark mode', async ({page}) => {
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l1');
  const kinds = ['function', 'plain'];
  const light = await page.evaluate(tokenColours, {language: 'bash', kinds});
  expect(light.function, 'a command is its own token').not.toBeNull();
  expect(light.function).not.toBe(light.plain);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(tokenColours, {language: 'bash', kinds});
  expect(dark.function).not.toBe(dark.plain);
  expect(dark.function).not.toBe(light.function);
});

test('YAML, TOML and JavaScript blocks are tokenized too', async ({page}) => {
  for (const [path, language, kind] of [
    ['docs/guides/running-surge/provers/sgx-prover', 'yaml', 'key'],
    ['docs/guides/deploy-on-surge', 'toml', 'key'],
    ['docs/guides/deploy-on-surge', 'js', 'literal-property'],
  ] as const) {
    await gotoHydrated(page, path);
    // Some blocks sit in tabs that are not selected: present in the page is enough.
    await expect(page.locator(`pre.language-${language} .token.${kind}`).first(), `${language} on /${path}`).toBeAttached();
  }
});

test('a page opened in dark mode shows dark code colours from the start', async ({page}) => {
  await useColorMode(page, 'dark');
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l1');
  await expectColorMode(page, 'dark');
  const kinds = ['function', 'plain'];
  const opened = await page.evaluate(tokenColours, {language: 'bash', kinds});
  const background = () =>
    page
      .locator('pre.language-bash')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  const openedBackground = await background();

  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await page.evaluate(tokenColours, {language: 'bash', kinds})).function).not.toBe(opened.function);
  expect(await background()).not.toBe(openedBackground);
  // Back to dark (the toggle may pass through "system"): the same colours as when the page opened.
  await expect(async () => {
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 500});
  }).toPass();
  expect(await page.evaluate(tokenColours, {language: 'bash', kinds})).toEqual(opened);
  expect(await background()).toBe(openedBackground);
});

test('a first view keeps the server highlighting; Prism loads only for code rendered later', async ({page}) => {
  const prismRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/prism\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) prismRequests.push(request.url());
  });
  // deploy-l1 also has code inside tabs, which the theme remounts after hydration.
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l1');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article pre.language-bash .token.function').first()).toBeAttached();
  await expect(page.locator('[role="tabpanel"] pre.language-bash .token.function').first()).toBeAttached();
  expect(prismRequests, 'no highlighter on a first view').toEqual([]);

  await page.locator('.theme-doc-sidebar-container a[href$="/docs/guides/running-surge/deploy-l2"]').click();
  await expect(page.locator('article h1')).toHaveText('Deploy the protocol and L2');
  await expect(page.locator('pre.language-bash .token.function').first()).toBeAttached();
  expect(prismRequests).toHaveLength(1);
});

test('a block wider than the screen offers word wrap once it is in view, and wrapping removes the scroll', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
  // The last block that scrolls sideways: far below the first screen when the page opens.
  const index = await page
    .locator('article pre')
    .evaluateAll((blocks) =>
      blocks.reduce((last, block, position) => (block.scrollWidth > block.clientWidth && block.getClientRects().length > 0 ? position : last), -1),
    );
  expect(index, 'a code block that scrolls sideways').toBeGreaterThan(0);
  const block = page.locator('article pre').nth(index);
  const container = block.locator('xpath=ancestor::div[contains(@class, "theme-code-block")][1]');
  const wrapButton = container.getByRole('button', {name: 'Toggle word wrap'});
  await block.scrollIntoViewIfNeeded();
  await expect(wrapButton).toBeVisible();
  await wrapButton.click();
  await expect.poll(() => block.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await wrapButton.click();
  await expect.poll(() => block.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
});
