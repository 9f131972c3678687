/**
 * Accessibility in CI: keyboard-only use of the skip link, navbar,
 * colour-mode toggle, sidebar, table of contents, search and tabs. Every
 * control the keyboard reaches shows a visible focus indicator (an outline or
 * a box shadow while it matches :focus-visible), and no widget traps focus:
 * Tab always leaves it and Shift+Tab comes back.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './site';

type Focused = {
  /** Tag, accessible label or text, and href: enough to tell controls apart in a failure. */
  name: string;
  focusVisible: boolean;
  /** A non-none outline or box shadow. */
  indicator: boolean;
  /** Whether it is the element markTarget marked. */
  isTarget: boolean;
};

declare global {
  interface Window {
    /** Installed by installFocusProbe in every page of these tests. */
    focusProbe: {describe: (element: Element | null) => Focused | null; stops: (Focused | null)[]};
  }
}

/**
 * Runs in the page before its own scripts: describes an element for `focused`, and records
 * each focus stop as it happens, so a long Tab walk needs no round trip per stop to read it.
 */
function installFocusProbe() {
  const describe = (node: Element | null): Focused | null => {
    const element = node as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const href = element.getAttribute('href');
    return {
      name: `<${element.tagName.toLowerCase()}> ${label}${href ? ` (${href})` : ''}`,
      focusVisible: element.matches(':focus-visible'),
      indicator: outline || style.boxShadow !== 'none',
      isTarget: element.hasAttribute('data-tab-target'),
    };
  };
  const stops: (Focused | null)[] = [];
  window.focusProbe = {describe, stops};
  document.addEventListener('focusin', (event) => stops.push(describe(event.target as Element)), true);
}

/** The element that has focus, described, with whether its focus can be seen; null on the page itself. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => window.focusProbe.describe(document.activeElement));
}

/** Asserts the focused element shows its focus. */
async function expectVisibleFocus(page: Page): Promise<Focused> {
  const current = await focused(page);
  expect(current, 'something has focus').not.toBeNull();
  expect(current!.focusVisible, `${current!.name} matches :focus-visible`).toBe(true);
  expect(current!.indicator, `${current!.name} shows an outline or box shadow when focused`).toBe(true);
  return current!;
}

/** Marks `target` so that `focused` says when it has focus. */
async function markTarget(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    document.querySelectorAll('[data-tab-target]').forEach((marked) => marked.removeAttribute('data-tab-target'));
    element.setAttribute('data-tab-target', '');
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking visible focus at every stop. */
async function tabTo(page: Page, target: Locator, {backwards = false, max = 200} = {}): Promise<Focused[]> {
  await markTarget(target);
  const stops: Focused[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await expectVisibleFocus(page);
    stops.push(stop);
    if (stop.isTarget) return stops;
  }
  throw new Error(`Tab never reached the target in ${max} presses; it went through:\n${stops.map((stop) => stop.name).join('\n')}`);
}

/**
 * Presses `key` until focus comes round to `target` again, at most `max` times, and returns the
 * stops on the way (page-level stops, where focus left the page, skipped), each checked for a
 * visible focus. Reads the stops the probe recorded once per batch of presses, not once per
 * press; presses past the target in the last batch are ignored.
 */
async function walkFocus(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', max: number): Promise<string[]> {
  await markTarget(target);
  await page.evaluate(() => (window.focusProbe.stops.length = 0));
  const BATCH = 20;
  for (let presses = 0; presses < max; presses += BATCH) {
    for (let index = 0; index < BATCH; index += 1) await page.keyboard.press(key);
    const stops = (await page.evaluate(() => window.focusProbe.stops)).filter((stop) => stop !== null);
    const end = stops.findIndex((stop) => stop.isTarget);
    if (end === -1 && stops.length < max) continue;
    const walked = end === -1 ? stops : stops.slice(0, end);
    for (const stop of walked) expect(stop.focusVisible && stop.indicator, `${stop.name} shows its focus`).toBe(true);
    expect(
      end,
      `${key} went round ${max} stops without coming back: ${walked
        .slice(-5)
        .map((stop) => stop.name)
        .join(', ')}`,
    ).not.toBe(-1);
    return walked.map((stop) => stop.name);
  }
  throw new Error(`${key} never came round in ${max} presses`);
}

test.describe('keyboard only', () => {
  test.use({viewport: {width: 1280, height: 800}});
  test.beforeEach(async ({page}) => {
    await page.addInitScript(installFocusProbe);
  });

  test('Tab reaches the skip link first, and it moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for a moment (it drops the temporary tabindex at once), which moves
    // the sequential focus starting point: the next Tab lands inside the main content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await expectVisibleFocus(page);
  });

  test('the navbar links and the colour-mode toggle are reachable and work with Enter and Space', async ({page, baseURL}) => {
    await gotoHydrated(page, '');
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    const stops = await tabTo(page, toggle);
    const names = stops.map((stop) => stop.name);
    expect(
      names.some((name) => name.includes('(/docs/intro)')),
      `navbar Documentation link among ${names.join(', ')}`,
    ).toBe(true);
    expect(
      names.some((name) => name.includes('github.com/NethermindEth/surge')),
      'navbar GitHub link',
    ).toBe(true);

    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'light');

    // Shift+Tab walks back to the Documentation link, which Enter follows.
    const docsLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation'});
    await tabTo(page, docsLink, {backwards: true});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}docs/intro`);
  });

  test('the sidebar: Enter collapses and expands a category, and follows a link', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const caret = sidebar.getByRole('button', {name: /sidebar category 'Troubleshooting'/});
    await tabTo(page, caret);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    const errorCodes = sidebar.getByRole('link', {name: 'Error codes'});
    await expect(errorCodes).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(errorCodes).toBeHidden();
    await expect(caret).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(errorCodes).toBeVisible();

    await tabTo(page, errorCodes, {max: 10});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}docs/troubleshooting/error-codes`);
  });

  test('the table of contents: Tab reaches its links and Enter goes to the section', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/about/gigagas');
    const toc = page.locator('.table-of-contents');
    const tocLink = toc.getByRole('link').nth(1);
    const href = await tocLink.getAttribute('href');
    expect(href).toMatch(/^#/);
    await tabTo(page, tocLink);
    // Tab moves on through the table of contents, and Shift+Tab comes back.
    await tabTo(page, toc.getByRole('link').nth(2), {max: 1});
    await tabTo(page, tocLink, {backwards: true, max: 1});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}docs/about/gigagas${href}`);
    const section = page.locator(`[id="${href!.slice(1)}"]`);
    await expect(section).toBeInViewport();
    // The browser continues from the section: the next Tab reaches its heading's anchor link.
    await tabTo(page, section.locator('a.hash-link'), {max: 1});
  });

  test('search: / and Ctrl+K open it, arrows move through hits, Enter follows one, Escape returns focus to the button', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    const button = page.locator('.DocSearch-Button');
    const modal = page.locator('.DocSearch-Modal');
    const input = page.locator('.DocSearch-Input');

    // The button itself is reachable and opens the modal with Enter.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();

    await page
      .locator('main')
      .first()
      .click({position: {x: 1, y: 1}});
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await page.keyboard.insertText('Register provers');
    await expect(modal.locator('.DocSearch-Hit-source').first()).toBeVisible();
    // The whole index answers (the index's headings may answer first), with the paragraphs its hits show.
    await expect(modal).toHaveAttribute('data-whole-index', 'true');
    await expect(modal).not.toHaveAttribute('data-text-pending');
    const selected = modal.locator('[role="option"][aria-selected="true"]');
    // Keywords preselect the top hit; each arrow moves the selection one entry.
    await expect(selected.locator('[data-url]')).toHaveAttribute('data-url', /\/register-provers$/);
    const first = await selected.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveAttribute('id', first!);
    const second = await selected.getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', second!);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('id', first!);
    await expect(input).toHaveAttribute('aria-activedescendant', first!);
    // The selected hit is marked by more than colour alone: DocSearch draws its background.
    const hitLink = selected.locator('[data-url]');
    await expect(hitLink).toHaveCSS('background-color', /rgb/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}docs/guides/running-surge/provers/register-provers`));
    await expect(modal).toBeHidden();
  });

  test('search: Tab stays inside the open modal, and Escape is the way out', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await page.keyboard.insertText('bond');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    // A modal dialog keeps focus (it is not a trap: Escape closes it); every stop is inside it and visible.
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      const current = await expectVisibleFocus(page);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Container'))), current.name).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('tabs: arrow keys switch Docusaurus tabs, and Tab leaves the tab list', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l1');
    const tabList = page.getByRole('tablist').first();
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(2);
    await tabTo(page, tabs.first());
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Enter and Space select the focused tab too.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('Enter');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is in the Tab order: Tab leaves the list, Shift+Tab comes back to it.
    await page.keyboard.press('Tab');
    expect(await tabList.evaluate((list) => list.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.first()).toBeFocused();
  });

  test('no keyboard trap: Tab walks the whole page back to the start, every stop visibly focused', async ({page}) => {
    test.slow();
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l1');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    const forward = await walkFocus(page, skipLink, 'Tab', 400);
    expect(forward.length, 'controls reached').toBeGreaterThan(30);
    // And back: Shift+Tab from the skip link goes round the page the other way to it again.
    await skipLink.focus();
    const backward = await walkFocus(page, skipLink, 'Shift+Tab', forward.length + 5);
    expect(backward.length, 'controls reached backwards').toBeGreaterThan(30);
  });
});
