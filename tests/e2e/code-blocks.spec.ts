/**
 * Code blocks are highlighted on the server and stay so after hydration, in
 * both colour modes, for every language the docs use (the site ships bare
 * prism-core plus the languages it lists; src/prism/).
 */
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
