/**
 * "Was this page helpful?", "This command failed" and the "Open in…" hand-off
 * menu: the links they build, the masking of a pasted key, that nothing is
 * requested before the reader clicks, that they work without JavaScript, and
 * axe in both colour modes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {COLOR_MODES, seriousViolations, useColorMode} from './axe';
import {expect, gotoHydrated, test} from './site';
import {SITE_URL} from '../build/builtSite';

const SITE_VERSION = (JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {version: string}).version;
const ISSUES = 'https://github.com/NethermindEth/surge-docs/issues/new';
const AGENTS = 'docs/guides/ai-agents';
const KEY = `0x${'c0ffee'.repeat(10)}abcd`;

function issue(href: string | null): {path: string; title: string; body: string} {
  const url = new URL(href!);
  return {path: `${url.origin}${url.pathname}`, title: url.searchParams.get('title')!, body: url.searchParams.get('body')!};
}

/** Every request the page makes from now on, and any other host's answered here so none leaves the machine. */
async function recordRequests(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({status: 200, contentType: 'text/html', body: 'stand-in'}));
  return requests;
}

test.describe('Was this page helpful?', () => {
  test('No, then a note with a pasted key: the issue link names the page, URL and version, the key hidden; nothing is requested before the click', async ({
    page,
  }) => {
    await gotoHydrated(page, AGENTS);
    const requests = await recordRequests(page);
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    await group.getByRole('link', {name: 'No'}).click();
    await group.getByLabel('What went wrong? (optional)').fill(`Step 2 fails.\nL1_PROPOSER_PRIVATE_KEY=${KEY}\nand ${KEY}`);
    await expect(group.getByText('Keys, passwords and tokens in the note are hidden in the issue.')).toBeVisible();
    const link = group.getByRole('link', {name: 'Open the issue on GitHub'});
    const {path: issuePath, title, body} = issue(await link.getAttribute('href'));
    expect(issuePath).toBe(ISSUES);
    expect(title).toBe('Docs feedback: "Use these docs from an AI agent" did not help');
    expect(body).toContain('**Page:** Use these docs from an AI agent');
    expect(body).toContain(`**URL:** ${SITE_URL}/${AGENTS}`);
    expect(body).toContain(`**Site version:** ${SITE_VERSION}`);
    expect(body).toContain('Step 2 fails.\nL1_PROPOSER_PRIVATE_KEY=••••••\nand 0x…(64 hex digits hidden)');
    expect(await link.getAttribute('href')).not.toContain('c0ffee');
    // Only the note field's own script came from the site; nothing went elsewhere.
    expect(requests.filter((request) => !request.url().startsWith('http://127.0.0.1'))).toEqual([]);

    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(popup.url()).toBe(await link.getAttribute('href'));
  });

  test('Yes offers its own note', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    await group.getByRole('link', {name: 'Yes'}).click();
    await group.getByLabel('What helped? (optional)').fill('The diagram');
    const {title, body} = issue(await group.getByRole('link', {name: 'Open the issue on GitHub'}).getAttribute('href'));
    expect(title).toMatch(/^Docs feedback: ".+" helped$/);
    expect(body).toMatch(/What happened:\*\*\n\nThe diagram$/);
  });
});

test.describe('This command failed', () => {
  test('names the section and the first line of the block, masks the note, and requests nothing before the click', async ({page}) => {
    await gotoHydrated(page, AGENTS);
    const requests = await recordRequests(page);
    const control = page.locator('[data-docs-feedback="command"]').first();
    await control.getByRole('link', {name: 'This command failed'}).click();
    await control.getByLabel('What did it print? (optional)').fill(`v18.0.0 and my key ${KEY}`);
    const {path: issuePath, title, body} = issue(await control.getByRole('link', {name: 'Open the issue on GitHub'}).getAttribute('href'));
    expect(issuePath).toBe(ISSUES);
    expect(title).toBe('Command failed: "Use these docs from an AI agent" › Before you start');
    expect(body).toContain(`**URL:** ${SITE_URL}/${AGENTS}#requirements`);
    expect(body).toContain('**Section:** Before you start');
    expect(body).toContain('```text\nnode --version\n```');
    expect(body).toContain(`**Site version:** ${SITE_VERSION}`);
    expect(body).toContain('v18.0.0 and my key 0x…(64 hex digits hidden)');
    expect(requests.filter((request) => !request.url().startsWith('http://127.0.0.1'))).toEqual([]);
  });

  test('only shell blocks have it', async ({page}) => {
    await gotoHydrated(page, AGENTS);
    const shellBlocks = await page.locator('div.language-bash').count();
    expect(shellBlocks).toBeGreaterThan(3);
    await expect(page.locator('[data-docs-feedback="command"]')).toHaveCount(shellBlocks);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the controls are plain links to the prefilled issue', async ({page}) => {
    await page.goto(AGENTS);
    const no = issue(await page.getByRole('link', {name: 'No', exact: true}).getAttribute('href'));
    expect(no.title).toBe('Docs feedback: "Use these docs from an AI agent" did not help');
    const command = issue(await page.getByRole('link', {name: 'This command failed'}).first().getAttribute('href'));
    expect(command.body).toContain('```text\nnode --version\n```');
    expect(command.body).toContain(`**URL:** ${SITE_URL}/${AGENTS}`);
    // The hand-off menu is a <details>: it opens without a script.
    await page.getByText('Open in…').click();
    await expect(page.getByRole('link', {name: 'Open in Claude'})).toBeVisible();
  });
});

test.describe('Open in…', () => {
  test('hands the page to ChatGPT or Claude by its Markdown URL, and copies the MCP install command', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
    await gotoHydrated(page, 'docs/intro');
    const requests = await recordRequests(page);
    await page.getByText('Open in…').click();
    for (const [name, host] of [
      ['ChatGPT', 'https://chatgpt.com/'],
      ['Claude', 'https://claude.ai/new'],
    ] as const) {
      const url = new URL((await page.getByRole('link', {name: `Open in ${name}`}).getAttribute('href'))!);
      expect(`${url.origin}${url.pathname}`).toBe(host);
      expect(url.searchParams.get('q')).toContain(`Read ${SITE_URL}/docs/intro.md `);
    }
    await expect(page.locator('[data-hand-off] code')).toHaveText(`npx -y ${SITE_URL}/surge-docs-mcp.tgz`);
    await page.getByRole('button', {name: 'Copy install command'}).click();
    await expect(page.locator('[data-hand-off] button')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`npx -y ${SITE_URL}/surge-docs-mcp.tgz`);
    await page.getByText('Open in…').click();
    await expect(page.getByRole('link', {name: 'Open in Claude'})).toBeHidden();
    expect(requests.filter((request) => !request.url().startsWith('http://127.0.0.1'))).toEqual([]);
  });
});

test.describe('accessibility of the controls', () => {
  // axe's target-size rule passes a small target that has no neighbour within 24px, as the
  // link under a code block has: WCAG 2.5.8's spacing exception. These controls keep the size itself.
  test('every control is at least 24 by 24 px', async ({page}) => {
    await gotoHydrated(page, AGENTS);
    const controls = page.locator('[data-docs-feedback] a, [data-docs-feedback] button, [data-hand-off] summary');
    expect(await controls.count()).toBeGreaterThan(3);
    const small: string[] = [];
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      if (box.width < 24 || box.height < 24) small.push(`${await control.innerText()}: ${box.width}×${box.height}`);
    }
    expect(small).toEqual([]);
  });

  for (const mode of COLOR_MODES) {
    test(`no serious axe finding, open and closed, in ${mode} mode`, async ({page}) => {
      await useColorMode(page, mode);
      await gotoHydrated(page, AGENTS);
      await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('link', {name: 'No'}).click();
      await page.getByRole('link', {name: 'This command failed'}).first().click();
      await page.getByText('Open in…').click();
      await expect(page.getByLabel('What did it print? (optional)')).toBeVisible();
      const found: string[] = [];
      for (const selector of ['[data-docs-feedback="page"]', '[data-docs-feedback="command"]', '[data-hand-off]']) {
        found.push(...(await seriousViolations(page, `${AGENTS} ${selector}`, mode, selector)));
      }
      expect(found).toEqual([]);
    });
  }
});
