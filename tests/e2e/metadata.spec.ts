/**
 * The head in the browser: after a client-side navigation it is the new
 * page's, and the app links the web manifest once it runs. What the static
 * HTML and the site files carry is checked over the build
 * (tests/build/metadata.test.ts).
 */
import {expect, gotoHydrated, test} from './site';

/** The deployed origin the test builds are made for (SITE_URL is not set there). */
const SITE_URL = 'https://docs.surge.wtf';

test("after a client-side navigation the head is the new page's, and going back restores it, each tag once", async ({page, baseURL}) => {
  const base = new URL(baseURL!).pathname;
  const head = page.locator('head');
  const expectHeadOf = async (route: string, title: RegExp) => {
    await expect(page).toHaveTitle(title);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${base}${route}`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${base}${route}`);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  };
  await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
  await expectHeadOf('docs/guides/running-surge/deploy-l2', /^Deploy the protocol and L2 \| Surge Documentation$/);
  const description = await head.locator('meta[name="description"]').getAttribute('content');

  await page.locator(`.theme-doc-sidebar-container a[href="${base}docs/intro"]`).click();
  await expectHeadOf('docs/intro', /^Introduction to Surge \| Surge Documentation$/);
  await expect(head.locator('meta[name="description"]')).not.toHaveAttribute('content', description!);

  await page.goBack();
  await expectHeadOf('docs/guides/running-surge/deploy-l2', /^Deploy the protocol and L2 \| Surge Documentation$/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description!);
});

test('once the app runs, the page links the web manifest', async ({page, baseURL}) => {
  await page.goto('docs/intro');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', `${new URL(baseURL!).pathname}manifest.webmanifest`);
});
