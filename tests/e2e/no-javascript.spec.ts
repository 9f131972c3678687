/**
 * No JavaScript: every doc page's content is readable from the
 * server-rendered HTML, tab panels and diagrams included, and its sidebar,
 * breadcrumbs and pagination lead on (src/css/no-script.css, src/theme/TabItem;
 * diagrams are drawings, plugins/prerendered-diagrams). That every site link in
 * the HTML answers 200 is a check of the built files (tests/build/siteLinks.test.ts).
 */
import {readFileSync} from 'node:fs';
import {DOC_PAGES, docTitle, expect, scrollToSettled, test} from './site';

test.use({javaScriptEnabled: false});

function mermaidCount(sourceFile: string): number {
  return readFileSync(sourceFile, 'utf8').match(/^```mermaid$/gm)?.length ?? 0;
}

test.describe('doc pages without JavaScript', () => {
  for (const [route, sourceFile] of DOC_PAGES) {
    test(`/${route}: content, tab panels and drawings show from the HTML`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(docTitle(sourceFile));
      expect((await page.locator('article .theme-doc-markdown').innerText()).length).toBeGreaterThan(200);

      // Tab panels, hidden until a script picks one, are all shown.
      for (const panel of await page.locator('article [role="tabpanel"]').all()) {
        await expect(panel).toBeVisible();
      }
      // Diagrams are drawn ahead of time: each shows as its light drawing, named by its alt text.
      const drawings = page.locator('article figure img:visible');
      await expect(drawings).toHaveCount(mermaidCount(sourceFile));
      for (const drawing of await drawings.all()) {
        await expect(drawing).toHaveAttribute('src', /-light\.svg$/);
        await expect(drawing).toHaveAttribute('alt', /\w{3,}.*\. \w/);
      }
    });
  }
});

test.describe('moving through the docs without JavaScript', () => {
  test('the sidebar, breadcrumbs and pagination lead from page to page', async ({page}) => {
    await page.goto('docs/intro');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Common devnet issues', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText('Common devnet issues');
    await page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Troubleshooting'}).click();
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/troubleshooting/index.md'));
    const next = page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /Next/});
    await scrollToSettled(next);
    await next.click();
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/troubleshooting/common-devnet-issues.md'));
  });

  test('on a phone, the sidebar follows the page and its links work', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await page.goto('docs/intro');
    // The menu button needs a script, so it is hidden; the sidebar is below the article instead.
    await expect(page.getByRole('button', {name: /Toggle navigation bar/})).toBeHidden();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar).toBeVisible();
    const articleBottom = await page.locator('article').evaluate((article) => article.getBoundingClientRect().bottom);
    const sidebarTop = await sidebar.evaluate((nav) => nav.getBoundingClientRect().top);
    expect(sidebarTop).toBeGreaterThan(articleBottom);
    await sidebar.getByRole('link', {name: 'Error codes', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText(docTitle('docs/troubleshooting/error-codes.md'));
  });

  test('each tab panel is labelled with its tab', async ({page}) => {
    await page.goto('docs/guides/running-surge/deploy-l1');
    const panels = page.locator('article [role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThan(1);
    await expect(panels.first()).toContainText('Ubuntu / Debian');
    await expect(panels.nth(1)).toContainText('CentOS / RHEL');
  });
});

test.describe('with JavaScript', () => {
  test.use({javaScriptEnabled: true});

  test('tab labels stay out of the way', async ({page}) => {
    await page.goto('docs/guides/running-surge/deploy-l1');
    await expect(page.locator('article [role="tabpanel"]:visible').first()).not.toContainText('Ubuntu / Debian', {useInnerText: true});
    await expect(page.locator('article [role="tabpanel"][hidden]').first()).toBeHidden();
  });
});
