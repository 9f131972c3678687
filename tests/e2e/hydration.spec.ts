/**
 * Hydration keeps the markup the server rendered: no block of the article is
 * rebuilt, and tab blocks (code included) are not remounted once the page is
 * in the browser (src/theme/Tabs), so a tab chosen or focused early stays.
 * The last-update line keeps its server markup too (src/theme/LastUpdated).
 * The article's blocks are Suspense boundaries that React hydrates after the
 * rest of the page (src/components/HydrateLater); after a client-side
 * navigation they render at once. The navbar, sidebar, table of contents and
 * footer are boundaries too (src/components/HydrateLater/later.tsx).
 */
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './site';

const LONG_GUIDE = 'docs/guides/running-surge/deploy-l2';

/** Records every block added to or removed from the article, and every tab container anywhere in it, from the first parse on. */
async function watchArticleBlocks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as {blocksChanged: string[]}).blocksChanged = changed;
    document.addEventListener('DOMContentLoaded', () => {
      const article = document.querySelector('article .markdown');
      if (!article) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes).concat(Array.from(record.removedNodes))) {
            const element = node as Element;
            if (record.target === article || element.classList?.contains('theme-tabs-container')) changed.push(`${node.nodeName}.${element.className ?? ''}`);
          }
        }
      }).observe(article, {childList: true, subtree: true});
    });
  });
  return () => page.evaluate(() => (window as unknown as {blocksChanged: string[]}).blocksChanged);
}

test('hydrating a long guide rebuilds none of its blocks or tab containers', async ({page}) => {
  const blocksChanged = await watchArticleBlocks(page);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('article .theme-tabs-container').count()).toBeGreaterThan(0);
  expect(await blocksChanged()).toEqual([]);
  // Hydrated all the same: the last tab block switches tabs, by keyboard too.
  const tabs = page.locator('article').getByRole('tablist').last();
  await tabs.getByRole('tab', {name: 'Local'}).focus();
  await page.keyboard.press('ArrowRight');
  const remote = tabs.getByRole('tab', {name: 'Remote'});
  await expect(remote).toBeFocused();
  await expect(remote).toHaveAttribute('aria-selected', 'true');
  // Panels still know they are in the browser: their code blocks have their buttons.
  const panel = page.locator('article [role="tabpanel"]:not([hidden])').last();
  await expect(panel.getByRole('button', {name: /copy/i}).first()).toBeAttached();
});

// Pages with each component that hydrates later (plugins/hydrate-later), admonitions and details included:
// one that rendered more than one element would lose or rebuild blocks.
for (const sitePath of [
  'docs/guides/running-surge/env-checker',
  'docs/guides/surge-on-hoodi',
  'docs/troubleshooting/error-codes',
  'docs/troubleshooting/log-troubleshooter',
  'docs/guides/running-surge/deploy-safe-infra',
  'tests/docs/zoom',
]) {
  test(`hydrating /${sitePath} rebuilds none of its blocks`, async ({page}) => {
    const blocksChanged = await watchArticleBlocks(page);
    await page.goto(sitePath);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await blocksChanged()).toEqual([]);
  });
}

test('the last-update line keeps its server markup, and renders the same after a client-side navigation', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const line = document.querySelector('.theme-last-updated');
      if (!line) return;
      new MutationObserver(() => ((window as unknown as {lineChanged: boolean}).lineChanged = true)).observe(line, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  await page.goto('docs/about/based-rollups');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const line = page.locator('.theme-last-updated');
  const firstLoad = await line.innerText();
  expect(firstLoad).toMatch(/\d{4}/);
  expect(await page.evaluate(() => (window as unknown as {lineChanged?: boolean}).lineChanged)).toBeUndefined();

  await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Stage 2'}).click();
  await expect(page).toHaveURL(/stage-2$/);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Based rollups'}).click();
  await expect(line).toHaveText(firstLoad);
  expect(await page.evaluate(() => (window as unknown as {beforeClick?: boolean}).beforeClick)).toBe(true);
});

/**
 * Records, at each commit React makes, which parts of the page are hydrated: React's devtools hook
 * is called on every commit (production builds included), and a hydrated element carries React's
 * fiber. A string, not a function: the TypeScript runner would add helpers the page does not have.
 */
const COMMIT_PROBE = `(() => {
  const commits = [];
  window.hydrationCommits = commits;
  const hydrated = (selector) => {
    const element = document.querySelector(selector);
    return Boolean(element) && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
    onCommitFiberRoot(_id, root) {
      commits.push({
        root: root.containerInfo && root.containerInfo.id,
        main: hydrated('main'),
        navbar: hydrated('nav.navbar'),
        footer: hydrated('footer.footer'),
        article: hydrated('.theme-doc-markdown'),
        block: hydrated('.theme-doc-markdown .theme-code-block'),
        pending: document.documentElement.hasAttribute('data-hydrating-blocks'),
      });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

type Commit = {root: string; main: boolean; navbar: boolean; footer: boolean; article: boolean; block: boolean; pending: boolean};

test("a long guide hydrates as a React root, its frame first, the article's blocks in later commits, then all work", async ({page}) => {
  await page.addInitScript(COMMIT_PROBE);
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const commits = await page.evaluate(() => (window as unknown as {hydrationCommits: Commit[]}).hydrationCommits);
  // One React root, the page's own.
  expect(new Set(commits.map((commit) => commit.root))).toEqual(new Set(['__docusaurus']));
  // The first commit hydrated the page's frame while the navbar, the footer, the article and its blocks kept their server markup.
  expect(commits[0]).toEqual({root: '__docusaurus', main: true, navbar: false, footer: false, article: false, block: false, pending: true});
  // Each block is a Suspense boundary of its own: the article hydrated in a later commit than the frame, and its blocks later still.
  // The navbar, with the search button and the colour toggle, came before them.
  const first = (part: 'navbar' | 'footer' | 'article' | 'block') => commits.findIndex((commit) => commit[part]);
  expect(first('navbar')).toBeGreaterThan(0);
  expect(first('article')).toBeGreaterThan(first('navbar'));
  expect(first('block')).toBeGreaterThan(first('article'));
  expect(first('footer')).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating-blocks');
  // Every kind of block hydrated: a code block copies, a tab block switches.
  const article = page.locator('article');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const codeBlock = article.locator('.theme-code-block').first();
  await codeBlock.hover();
  await codeBlock.getByRole('button', {name: /copy/i}).click();
  await expect(codeBlock.getByRole('button', {name: /copied/i})).toBeVisible();
  const tabs = article.getByRole('tablist').first();
  const secondTab = tabs.getByRole('tab').nth(1);
  await secondTab.click();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
});

test('no Preact in the JavaScript the site ships', async ({page, request}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(2);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body, url).not.toMatch(/preact/i);
  }
});

test('after a client-side navigation the new page renders its blocks at once', async ({page}) => {
  await page.goto('docs/guides/running-surge/deploy-l1');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as {marked: boolean}).marked = false;
    new MutationObserver(() => ((window as unknown as {marked: boolean}).marked = true)).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-hydrating-blocks'],
    });
  });
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Deploy L2'}).click();
  await expect(page).toHaveURL(/deploy-l2$/);
  await expect(page.locator('article .theme-code-block').first()).toBeVisible();
  await expect(page.locator('article').getByRole('tablist').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {marked: boolean}).marked)).toBe(false);
});

test('the navbar, sidebar, table of contents and footer keep their server markup, and work once hydrated', async ({page}) => {
  const SHELL = {
    navbar: 'nav.navbar',
    sidebar: '.theme-doc-sidebar-container nav.menu',
    toc: '.theme-doc-toc-desktop',
    footer: 'footer.footer',
  };
  await page.addInitScript((selectors) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverShell: Record<string, Element | null>}).serverShell = Object.fromEntries(
        Object.entries(selectors).map(([part, selector]) => [part, document.querySelector(selector)]),
      );
    });
  }, SHELL);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const kept = await page.evaluate((selectors) => {
    const server = (window as unknown as {serverShell: Record<string, Element | null>}).serverShell;
    return Object.fromEntries(
      Object.entries(selectors).map(([part, selector]) => [part, server[part] !== null && server[part] === document.querySelector(selector)]),
    );
  }, SHELL);
  expect(kept).toEqual({navbar: true, sidebar: true, toc: true, footer: true});
  // Hydrated all the same: the colour-mode toggle, a sidebar category and a TOC link respond.
  const html = page.locator('html');
  const mode = await html.getAttribute('data-theme');
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(html).not.toHaveAttribute('data-theme', mode!);
  const category = page
    .locator('.theme-doc-sidebar-container nav.menu')
    .getByRole('button', {name: /expand|collapse/i})
    .first();
  const expanded = await category.getAttribute('aria-expanded');
  await category.click();
  await expect(category).not.toHaveAttribute('aria-expanded', expanded!);
  const tocLink = page.locator('.theme-doc-toc-desktop a').nth(3);
  const target = await tocLink.getAttribute('href');
  await tocLink.click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
  await expect(tocLink).toHaveClass(/table-of-contents__link--active/);
});

test("the landing page's card groups keep their server markup, and their links navigate in the app once hydrated", async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {serverCards: Element[]}).serverCards = Array.from(document.querySelectorAll('main section'));
    });
  });
  await page.goto('./');
  await waitForHydration(page);
  const kept = await page.evaluate(() => {
    const server = (window as unknown as {serverCards: Element[]}).serverCards;
    const now = Array.from(document.querySelectorAll('main section'));
    return server.length === now.length && server.every((section, index) => section === now[index]) ? now.length : -1;
  });
  expect(kept).toBe(2);
  // A client-side navigation keeps the window's state; a full page load would not.
  await page.evaluate(() => ((window as unknown as {sameApp: boolean}).sameApp = true));
  await page
    .getByRole('region', {name: 'Start here'})
    .getByRole('link', {name: /Architecture/})
    .click();
  await expect(page).toHaveURL(/docs\/about\/architecture$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameApp?: boolean}).sameApp)).toBe(true);
});

test("of the scripts of a page's chunks, only the first is added while main.js runs, the others after it (plugins/script-loading/chunkScriptsInTasks.ts)", async ({
  page,
}) => {
  // For each chunk script the runtime adds, the script that was running when it was added.
  await page.addInitScript(() => {
    const added: {src: string; during: string}[] = [];
    (window as unknown as {chunkScripts: typeof added}).chunkScripts = added;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/') && !/\/(runtime~main|main-packages|main)\.[0-9a-f]+\.js$/.test(node.src)) {
        added.push({src: node.src, during: (document.currentScript as HTMLScriptElement | null)?.src ?? ''});
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto(LONG_GUIDE);
  await waitForHydration(page);
  const added = await page.evaluate(() => (window as unknown as {chunkScripts: {src: string; during: string}[]}).chunkScripts);
  // The guide's route needs several chunks, each added once; while main.js evaluates, only the first.
  expect(added.length).toBeGreaterThan(3);
  expect(added.filter(({during}) => during !== '').map(({src}) => src)).toEqual([added[0]!.src]);
  expect(added[0]!.during).toMatch(/\/main\.[0-9a-f]+\.js$/);
  expect(new Set(added.map(({src}) => src)).size).toBe(added.length);
});
