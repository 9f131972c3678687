/**
 * Input made after the first paint but before the page's scripts have run is
 * kept (plugins/early-input): with every script held back, a press on each of
 * the page's controls, or a search shortcut, takes effect once the scripts are
 * released and the page has hydrated, exactly once; a click on a link still
 * just follows it.
 */
import type {Page, Route} from '@playwright/test';
import {expect, gotoHydrated, test, waitForHydration} from './site';

const PAGE = 'docs/guides/running-surge/deploy-l2';

/** Holds every script request until `release` is called; the page paints, but nothing runs. */
async function holdScripts(page: Page): Promise<{release: () => Promise<void>}> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Opens the page with its scripts held back and waits for its first paint. */
async function openPainted(page: Page): Promise<{release: () => Promise<void>}> {
  const scripts = await holdScripts(page);
  await page.goto(PAGE, {waitUntil: 'commit'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
  return scripts;
}

/** A reader's press: a raw pointer click at the element, whether or not it is enabled or live yet. */
async function press(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

const TOGGLE = '.navbar button[class*="toggleButton"]';
const CARET = '.theme-doc-sidebar-menu button.menu__caret';

test.describe('input before the page is interactive', () => {
  test('the colour-mode toggle, pressed at first paint, switches the mode once the page is ready, exactly once', async ({page, browser}) => {
    // What one press does on a page that is ready.
    const reference = await browser.newPage({baseURL: test.info().project.use.baseURL});
    await gotoHydrated(reference, PAGE);
    const before = await reference.locator('html').getAttribute('data-theme-choice');
    await reference.locator(TOGGLE).first().click();
    const afterOnePress = await reference.locator('html').getAttribute('data-theme-choice');
    expect(afterOnePress).not.toBe(before);
    await reference.close();

    const scripts = await openPainted(page);
    await expect(page.locator(TOGGLE).first()).toBeDisabled();
    await press(page, TOGGLE);
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', afterOnePress!);
  });

  test("the announcement bar's close button, pressed at first paint, closes the bar once the page is ready", async ({page}) => {
    const scripts = await openPainted(page);
    await press(page, '.theme-announcement-bar button.close');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });

  test('the search button, pressed at first paint, opens the search modal once the page is ready', async ({page}) => {
    const scripts = await openPainted(page);
    await press(page, '.DocSearch-Button');
    await scripts.release();
    await waitForHydration(page);
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
  });

  test("a sidebar category's caret, pressed at first paint, folds the category once the page is ready, exactly once", async ({page}) => {
    const scripts = await openPainted(page);
    const caret = page.locator(CARET).first();
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await press(page, CARET);
    await scripts.release();
    await waitForHydration(page);
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} at first paint opens the search modal once the page is ready`, async ({page}) => {
      const scripts = await openPainted(page);
      await page.keyboard.press(shortcut);
      await scripts.release();
      await waitForHydration(page);
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
    });
  }

  test('a click on a sidebar link at first paint just follows the link', async ({page}) => {
    await openPainted(page);
    await press(page, '.theme-doc-sidebar-menu a.menu__link[href$="/docs/intro"]');
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });
});
