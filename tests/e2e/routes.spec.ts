/**
 * The route table: every route answers with its page, under any base URL. The
 * route sweep (accessibility.spec.ts) loads every page of the root build; here a
 * few doc pages, one per level of the sidebar, load in both builds.
 */
import {DOC_PAGES, docTitle, expect, gotoHydrated, renderAllBlocks, test, waitForHydration, waitForSettledLayout} from './site';

/** Tests of how a page renders, whatever its base URL: the /docs-site/ build skips them (playwright.config.ts). */
const ANY_BASE = {tag: '@any-base'};

const SAMPLE_DOC_PAGES = DOC_PAGES.filter(([route]) =>
  ['docs/intro', 'docs/guides/running-surge/provers/sgx-prover', 'docs/troubleshooting/error-codes'].includes(route),
);

test.describe('routes', () => {
  for (const [route, sourceFile] of SAMPLE_DOC_PAGES) {
    test(`/${route} shows its doc page`, async ({page}) => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(docTitle(sourceFile));
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });
  }

  test('the home page links to the introduction', async ({page}) => {
    const response = await gotoHydrated(page, '');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Surge documentation'})).toBeVisible();
    await page.getByRole('link', {name: 'Read the introduction'}).click();
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/intro.md'));
  });

  test('a link to a section of another page opens that page at the section', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    const SECTION_LINK = 'article a[href$="/docs/guides/running-surge/deploy-l2#run-deployment-script"]';
    const link = page.locator(SECTION_LINK).first();
    await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
    // Blocks below the first screen lay out as they come into view (content-visibility), which can
    // move the link after the scroll that brings it into view: click once it stays put.
    await link.scrollIntoViewIfNeeded();
    await waitForSettledLayout(page, SECTION_LINK);
    await link.click();
    await expect(page).toHaveURL(`${baseURL}docs/guides/running-surge/deploy-l2#run-deployment-script`);
    // Client-side navigation (the same document), and the section is at the top of the window.
    expect(await page.evaluate(() => (window as unknown as {beforeClick?: boolean}).beforeClick)).toBe(true);
    const section = page.locator('[id="run-deployment-script"]');
    await expect(section).toBeInViewport();
    await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(200);
  });

  test('a long guide renders the blocks near the window only, and a first load at its last section lands there', ANY_BASE, async ({page}) => {
    const deployL2 = 'docs/guides/running-surge/deploy-l2';
    await gotoHydrated(page, deployL2);
    // A list item far below the first screen skips rendering (content-visibility) until the reader scrolls near it.
    const farList = page.locator('.theme-doc-markdown > :is(ul, ol):not(:last-child)').last();
    const farItem = farList.locator('> li').last();
    const rendered = () => farItem.evaluate((item) => item.checkVisibility({contentVisibilityAuto: true}));
    expect(await rendered()).toBe(false);
    // Except the article's last block, right above the page's feedback links: a skipped block's links would lie over them.
    const lastBlock = page.locator('.theme-doc-markdown > :last-child');
    expect(await lastBlock.evaluate((block) => block.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
    // Scrolled to again until it renders: the blocks above it take their real height as they render, pushing it down.
    await expect
      .poll(async () => {
        await farList.scrollIntoViewIfNeeded();
        return rendered();
      })
      .toBe(true);
    // So does the last .env reference table (data only, unlike the site's tools).
    const farKeyRow = page.locator('.theme-doc-markdown table[data-env-section] tr').last();
    const keyRowRendered = () => farKeyRow.evaluate((row) => row.checkVisibility({contentVisibilityAuto: true}));
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await keyRowRendered()).toBe(false);
    await farKeyRow.scrollIntoViewIfNeeded();
    await expect.poll(keyRowRendered).toBe(true);

    // The blocks above a linked section count as placeholders until rendered; the section must still land at the top.
    const lastSection = await page.locator('.theme-doc-markdown > h2').last().getAttribute('id');
    await gotoHydrated(page, `${deployL2}#${lastSection}`);
    const section = page.locator(`[id="${lastSection}"]`);
    await expect.poll(async () => (await section.boundingBox())!.y).toBeLessThan(200);
    await waitForSettledLayout(page, `[id="${lastSection}"]`);
    expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect((await section.boundingBox())!.y).toBeLessThan(200);
  });

  test('a first load at a .env key in the reference tables lands on it, and it stays there as the page hydrates', ANY_BASE, async ({page}) => {
    // The key is inside a block, below blocks that skip rendering until scrolled near; they must not move it.
    for (const key of ['key-l1-endpoint-http', 'key-broadcast']) {
      await gotoHydrated(page, `docs/guides/running-surge/deploy-l2#${key}`);
      await waitForSettledLayout(page, `[id="${key}"]`);
      const box = (await page.locator(`[id="${key}"]`).boundingBox())!;
      expect(box.y, key).toBeGreaterThanOrEqual(0);
      expect(box.y, key).toBeLessThan(200);
    }
  });

  test('a reader who scrolls before the page has run is not taken back to the linked section', ANY_BASE, async ({page}) => {
    const deployL2 = 'docs/guides/running-surge/deploy-l2';
    // Hold the main bundle until the reader has scrolled away from the section the browser scrolled to.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${deployL2}#verify`, {waitUntil: 'domcontentloaded'});
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, -100000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await waitForHydration(page);
    await waitForSettledLayout(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const sitePath of ['docs/intro', 'docs/guides/running-surge/deploy-l2']) {
    test(`/${sitePath} loads on a phone with no layout shift: the blocks of its first screen render at once`, ANY_BASE, async ({browser, baseURL}) => {
      const context = await browser.newContext({baseURL, viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as {shifts: string[]}).shifts = shifts;
        // Each shift with its elements and where they moved (x,y,width,height before → after), for the message.
        const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        new PerformanceObserver((list) => {
          type Source = {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
          for (const entry of list.getEntries() as unknown as {value: number; startTime: number; sources: Source[]}[]) {
            const moved = entry.sources.map(
              ({node, previousRect, currentRect}) => `${(node as Element | undefined)?.id || node?.nodeName} ${box(previousRect)} → ${box(currentRect)}`,
            );
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await gotoHydrated(page, sitePath);
      await waitForSettledLayout(page);
      expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
      await context.close();
    });
  }

  test('a page reached by a client-side link shows what its first load shows', async ({page}) => {
    // deploy-l2 has code in tabs and the .env reference tables, which a first load keeps from the server
    // and a client-side navigation renders in the browser (src/components/ServerMarkup).
    const article = page.locator('article');
    const deployL2 = 'docs/guides/running-surge/deploy-l2';
    await gotoHydrated(page, deployL2);
    await renderAllBlocks(page);
    // What a reader gets: the text, the highlighted tokens and the table cells.
    const shown = () =>
      article.evaluate((element) => [
        (element as HTMLElement).innerText,
        element.querySelectorAll('.token').length,
        element.querySelectorAll('td code[id]').length,
      ]);
    const firstLoad = await shown();
    expect(await page.locator('article table[data-env-section] tbody tr').count()).toBeGreaterThan(20);

    await gotoHydrated(page, 'docs/intro');
    await renderAllBlocks(page);
    await page.evaluate(() => ((window as unknown as {beforeClick: boolean}).beforeClick = true));
    await page.locator(`article a[href$="/${deployL2}#verify"]`).first().click();
    await expect(page.locator('article h1')).toHaveText(docTitle(`${deployL2}.md`));
    expect(await page.evaluate(() => (window as unknown as {beforeClick?: boolean}).beforeClick)).toBe(true);
    // Once Prism and the tables' data have arrived, the page is the same.
    await expect.poll(shown, {timeout: 10_000}).toEqual(firstLoad);
  });

  test('/markdown-page is a standalone markdown page', async ({page}) => {
    const response = await gotoHydrated(page, 'markdown-page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'About these docs'})).toBeVisible();
  });

  test('/docs leads to the introduction', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs');
    await expect(page).toHaveURL(`${baseURL}docs/intro`);
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/intro.md'));
  });

  test('/search keeps the query from q', async ({page}) => {
    await gotoHydrated(page, 'search?q=prover');
    await expect(page.getByRole('searchbox', {name: 'Search query'})).toHaveValue('prover');
  });

  test('/false lands on the search page and keeps q', async ({page, baseURL}) => {
    await gotoHydrated(page, 'false?q=bond');
    await expect(page).toHaveURL(`${baseURL}search?q=bond`);
    await expect(page.getByRole('searchbox', {name: 'Search query'})).toHaveValue('bond');
  });

  test.describe('unknown routes', () => {
    test.use({allowedConsoleErrors: /status of 404/});

    test('an unknown route shows the not-found page with status 404', async ({page}) => {
      const response = await gotoHydrated(page, 'docs/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    });
  });

  test('client-side navigation to an unknown route shows the not-found page', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await page.evaluate(() => {
      window.history.pushState({}, '', 'nowhere-at-all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});
