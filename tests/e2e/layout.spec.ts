/**
 * The shared layout (announcement bar, navbar, mobile menu, colour mode, footer,
 * docs sidebar, doc metadata) and its transitions, on the production build.
 */
import {execFileSync} from 'node:child_process';
import {DOC_PAGES, expect, gotoHydrated, SWEPT_ROUTES, test} from './site';

test.describe('announcement bar', () => {
  test('can be closed, and stays closed after a reload', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    const bar = page.getByRole('banner').filter({hasText: 'v25.1.2'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByText('Docs follow simple-surge-node')).toBeHidden();
  });

  test('shows again when the bar id changes', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoHydrated(page, 'docs/intro');
    await expect(page.getByText('Docs follow simple-surge-node')).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('links Documentation to the intro and GitHub to the source repository', async ({page, baseURL}) => {
    await gotoHydrated(page, '');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', new URL('docs/intro', baseURL).pathname);
    await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', 'https://github.com/NethermindEth/surge');
  });

  test('the brand link shows the logo before the title, drawn by the stylesheet, and is named by the title', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    const brand = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Surge', exact: true});
    await expect(brand).toHaveAttribute('href', new URL(baseURL!).pathname);
    await expect(brand.locator('img')).toHaveCount(0);
    const logo = await brand.evaluate((link) => {
      const before = getComputedStyle(link, '::before');
      const title = link.querySelector('b')!.getBoundingClientRect();
      return {image: before.backgroundImage, width: before.width, height: before.height, titleLeft: title.left, linkLeft: link.getBoundingClientRect().left};
    });
    expect(logo.image).toMatch(/^url\("data:image\/svg\+xml/);
    expect([logo.width, logo.height]).toEqual(['32px', '32px']);
    expect(logo.titleLeft - logo.linkLeft).toBeGreaterThanOrEqual(32);
  });

  test('hides on scroll down and shows on scroll up', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    await page.mouse.move(600, 400);
    for (let step = 0; step < 5; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForFunction((y) => window.scrollY >= y, 300 * (step + 1));
    }
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });
});

test.describe('mobile menu', () => {
  test('the menu toggle shows below 996 px and not above', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await gotoHydrated(page, 'docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await page.setViewportSize({width: 997, height: 800});
    await expect(toggle).toBeHidden();
  });

  test('the drawer shows the docs sidebar and a way back to the main menu', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await gotoHydrated(page, 'docs/intro');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    // The drawer slides between its two panels, so "shown" means inside the viewport.
    const docsLink = drawer.getByRole('link', {name: 'Troubleshooting'}).first();
    const mainLink = drawer.getByRole('link', {name: 'Documentation'});
    await expect(docsLink).toBeInViewport();
    await expect(mainLink).not.toBeInViewport();
    await drawer.getByRole('button', {name: /Back to main menu/}).click();
    await expect(mainLink).toBeInViewport();
    await expect(docsLink).not.toBeInViewport();
    await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(drawer).toBeHidden();
  });

  test('the drawer is built when it first opens, slides in, and is kept once closed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toHaveCount(0);
    // The desktop sidebar is dropped on a phone, not hydrated and then dropped.
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    await page.evaluate(() => {
      const transitions: string[] = [];
      Object.assign(window, {drawerTransitions: transitions});
      document.addEventListener('transitionrun', (event) => {
        if ((event.target as Element).matches('.navbar-sidebar')) transitions.push(event.propertyName);
      });
    });
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // Built already open, it would not transition at all without its starting style.
    await expect.poll(() => page.evaluate(() => (window as unknown as {drawerTransitions: string[]}).drawerTransitions)).toContain('transform');
    await expect(drawer.getByRole('link', {name: 'Deploy L2', exact: true})).toBeInViewport();
    await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(drawer).toBeHidden();
    await expect(drawer).toHaveCount(1);
  });

  test('a window widened from phone to desktop gets a working docs sidebar and table of contents', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, 'docs/intro');
    // On a phone the desktop-only parts leave once the page knows its window size (the theme's useWindowSize).
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.theme-doc-toc-desktop').getByRole('link').first()).toBeVisible();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const runningSurge = sidebar.getByRole('button', {name: /Running Surge/});
    await expect(runningSurge).toBeVisible();
    await runningSurge.click();
    await expect(runningSurge).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: 'Deploy L2', exact: true})).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('defaults to light, toggles light ↔ dark only, and persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await gotoHydrated(page, 'docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);
  });
});

test.describe('footer', () => {
  test('has the Community and More groups and the copyright', async ({page, baseURL}) => {
    await gotoHydrated(page, '');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Community', {exact: true})).toBeVisible();
    await expect(footer.getByRole('link', {name: /Discord/})).toHaveAttribute('href', 'https://discord.com/invite/PaCMRFdvWT');
    await expect(footer.getByRole('link', {name: /X \(Twitter\)/})).toHaveAttribute('href', 'https://x.com/nethermindeth');
    await expect(footer.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', 'https://github.com/NethermindEth/surge');
    await expect(footer.getByText('More', {exact: true})).toBeVisible();
    await expect(footer.getByRole('link', {name: /Nethermind/})).toHaveAttribute('href', 'https://nethermind.io/');
    await expect(footer.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', new URL('docs/intro', baseURL).pathname);
    await expect(footer).toContainText('Copyright © 2025 Nethermind');
  });
});

test('the skip-to-content link takes keyboard users past the navbar and sidebar', async ({page}) => {
  await gotoHydrated(page, 'docs/intro');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedIsInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(focusedIsInMain).toBe(true);
});

test.describe('docs sidebar', () => {
  test('lists every doc and cannot be hidden', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // Expand every collapsed category so every doc page's link (tests/docPages.ts) is in the DOM and visible.
    for (let round = 0; round < 4; round += 1) {
      const collapsed = sidebar.locator('[aria-expanded="false"]');
      const count = await collapsed.count();
      if (count === 0) break;
      for (let index = count - 1; index >= 0; index -= 1) {
        await collapsed.nth(index).click();
      }
    }
    const hrefs = await sidebar.locator('a.menu__link[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(new Set(hrefs).size).toBe(DOC_PAGES.length);
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
  });

  test('opening a category does not collapse the others', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const runningSurge = sidebar.getByRole('button', {name: /Running Surge/});
    const onHoodi = sidebar.getByRole('button', {name: /Surge on Hoodi/});
    await runningSurge.click();
    await onHoodi.click();
    await expect(runningSurge).toHaveAttribute('aria-expanded', 'true');
    await expect(onHoodi).toHaveAttribute('aria-expanded', 'true');
  });
});

test('the table of contents holds h2 and h3 headings but no h4', async ({page}) => {
  await gotoHydrated(page, 'tests/docs/headings');
  const headingLevels = await page
    .locator('article :is(h2, h3, h4)[id]')
    .evaluateAll((headings) => Object.fromEntries(headings.map((heading) => [heading.id, heading.tagName])));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1))));
  const tocLevels = new Set(tocTargets.map((id) => headingLevels[id]));
  expect(tocLevels).toEqual(new Set(['H2', 'H3']));
  const pageLevels = new Set(Object.values(headingLevels));
  expect(pageLevels.has('H4'), 'the fixture page has an h4 to leave out').toBe(true);
});

test.describe('doc metadata', () => {
  test('the edit link opens the page’s source in GitHub’s editor, on the main branch', async ({page}) => {
    await gotoHydrated(page, 'docs/about/architecture');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      'https://github.com/NethermindEth/surge-docs/edit/main/docs/about/architecture.md',
    );
  });

  test('the last-update time is the page’s own last commit, not the build time', async ({page}) => {
    const file = 'docs/about/based-rollups.md';
    const committedAt = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim();
    test.skip(committedAt === '', `${file} has no commit yet`);
    await gotoHydrated(page, 'docs/about/based-rollups');
    const datetime = await page.locator('.theme-last-updated time').getAttribute('datetime');
    expect(new Date(datetime ?? '').getTime()).toBe(Number(committedAt) * 1000);
  });
});

/**
 * Plain words (letters only) in titles and headings that the browser broke across two lines:
 * a break inside "Troubleshooting" or "documentation" reads as two words. Names may break
 * (an error name such as ProposeWithProofModeEnabled is longer than a phone's line, and a
 * hyphenated name breaks after a hyphen), so each part between spaces and hyphens counts,
 * and only one of lower-case letters, capitalised or not.
 */
function plainWordsBrokenAcrossLines(): string[] {
  const broken: string[] = [];
  for (const element of Array.from(document.querySelectorAll('h1, h2, h3, .pagination-nav__label'))) {
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      for (const word of text.data.matchAll(/[^\s-]+/g)) {
        if (!/^\p{Lu}?\p{Ll}+$/u.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(`${element.tagName.toLowerCase()} "${word[0]}"`);
      }
    }
  }
  return broken;
}

test.describe('on a 320 px phone', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('no page scrolls sideways, and no title, heading or previous/next label breaks inside a word', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    const problems: string[] = [];
    for (const route of SWEPT_ROUTES) {
      await page.goto(route, {waitUntil: 'load'});
      await expect(page.locator('h1').first()).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > 320) problems.push(`/${route}: the page is ${pageWidth} px wide`);
      for (const word of await page.evaluate(plainWordsBrokenAcrossLines)) problems.push(`/${route}: ${word}`);
    }
    expect(problems).toEqual([]);
  });
});
