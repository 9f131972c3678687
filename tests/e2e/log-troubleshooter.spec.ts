/** The log troubleshooter — explanations, links, revert decoding, unrecognised lines, privacy. */
import {readFileSync} from 'node:fs';
import type {Page, Request} from '@playwright/test';
import {encodeErrorResult} from 'viem';
import {DEVNET_ISSUES} from '../../src/data/devnetIssues';
import {LOG_PATTERNS} from '../../src/logs/logPatterns';
import type {ErrorCodeData} from '../../src/data/errorCodeTypes';
import {cutOffScripts, expect, gotoHydrated, ranScriptContaining, test} from './site';

const PAGE = 'docs/troubleshooting/log-troubleshooter';
const DATA = JSON.parse(readFileSync('src/data/errorCodes.json', 'utf8')) as ErrorCodeData;
const ERRORS = DATA.files.flatMap((file) => file.contracts.flatMap((group) => group.errors));
const errorNamed = (name: string) => ERRORS.find((error) => error.name === name)!;

async function explain(page: Page, text: string) {
  await page.getByRole('textbox', {name: 'Log output'}).fill(text);
  await page.getByRole('button', {name: 'Explain'}).click();
  await expect(page.getByRole('status').filter({hasText: /recognised/})).toBeVisible();
}

const recognised = (page: Page) => page.getByRole('list', {name: 'Recognised lines'}).locator('> li');
const unrecognised = (page: Page) => page.getByRole('list', {name: 'Lines not recognised'}).locator('> li');

/** A proposer log with a revert given as a bare selector, a known message and a line nothing explains. */
const PROPOSER_LOG = [
  'l2-taiko-proposer-client  | INFO [11-26|12:00:00.123] Proposer started  interval=5s',
  `l2-taiko-proposer-client  | ERROR[11-26|12:00:05.456] Failed to propose batch  err="execution reverted" data=${errorNamed('ProposeWithProofModeEnabled').selector}`,
  'l2-taiko-proposer-client  | L1_PROPOSER_PRIVATE_KEY must be non-empty',
  'l2-taiko-proposer-client  | L1_PROPOSER_PRIVATE_KEY must be non-empty',
  'l2-taiko-proposer-client  | WARN [11-26|12:00:09.000] Gas price spike ignored  factor=3',
].join('\n');

test.describe('log troubleshooter', () => {
  test('explains known lines and links each to its troubleshooting entry', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await explain(page, PROPOSER_LOG);
    const empty = recognised(page).filter({hasText: 'L1_PROPOSER_PRIVATE_KEY must be non-empty'});
    await expect(empty).toHaveCount(1);
    await expect(empty).toContainText('2× on lines 3, 4');
    await expect(empty.getByRole('link', {name: DEVNET_ISSUES['proposer-required-variable-empty']})).toHaveAttribute(
      'href',
      /common-devnet-issues#proposer-required-variable-empty$/,
    );
  });

  test.describe('when its patterns fail to load', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk|ChunkLoadError/});

    test('says so, keeps the pasted log, and Explain tries again', async ({page}) => {
      await gotoHydrated(page, PAGE);
      const cutOff = await cutOffScripts(page);
      const box = page.getByRole('textbox', {name: 'Log output'});
      // Focusing the box starts the load.
      await box.fill(PROPOSER_LOG);
      const failure = page.getByText('The troubleshooter could not be loaded. Check your connection, then press Explain again.');
      await expect(failure).toBeVisible();
      expect(cutOff.count()).toBeGreaterThan(0);
      await cutOff.restore();
      await expect(box).toHaveValue(PROPOSER_LOG);
      await page.getByRole('button', {name: 'Explain'}).click();
      await expect(page.getByRole('status').filter({hasText: /recognised/})).toContainText('5 lines');
      await expect(failure).toHaveCount(0);
    });
  });

  test('decodes revert data in a line and links the error and its entry', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await explain(page, PROPOSER_LOG);
    const error = errorNamed('ProposeWithProofModeEnabled');
    const line = recognised(page).filter({hasText: 'Failed to propose batch'});
    await expect(line.getByRole('link', {name: 'ProposeWithProofModeEnabled()'})).toHaveAttribute('href', new RegExp(`error-codes#${error.id}$`));
    await expect(line.getByRole('link', {name: DEVNET_ISSUES['propose-with-proof-mode-enabled']})).toHaveAttribute(
      'href',
      /common-devnet-issues#propose-with-proof-mode-enabled$/,
    );
  });

  test('decodes full revert data with its arguments', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const data = encodeErrorResult({
      abi: [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'reason'}]}],
      errorName: 'Error',
      args: ['bond too low'],
    });
    await explain(page, `prover  | ERROR submit proof failed revert=${data}`);
    await expect(recognised(page)).toContainText('Error(string)');
    await expect(recognised(page)).toContainText('reason = "bond too low"');
  });

  test('lists lines it does not recognise, with a search link', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await explain(page, PROPOSER_LOG);
    const odd = unrecognised(page).filter({hasText: 'Gas price spike ignored'});
    await expect(odd.getByRole('link', {name: /Search the docs for/})).toHaveAttribute('href', /\/search\?q=Gas%20price%20spike%20ignored$/);
    await expect(unrecognised(page)).toHaveCount(2);
  });

  test('recognises a fixture line of every pattern, each linked to its entry', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await explain(page, LOG_PATTERNS.map((pattern) => pattern.fixtures[0]).join('\n'));
    await expect(unrecognised(page)).toHaveCount(0);
    for (const entry of Object.keys(DEVNET_ISSUES)) {
      await expect(recognised(page).locator(`[href$="common-devnet-issues#${entry}"]`).first(), entry).toBeVisible();
    }
  });

  test('hides private keys in the lines it shows', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const key = `0x${'5a'.repeat(32)}`;
    await explain(page, `L1_PROVER_PRIVATE_KEY=${key}\nSGX_RAIKO_HOST must be non-empty`);
    await expect(unrecognised(page)).toContainText('L1_PROVER_PRIVATE_KEY=••••••');
    expect(await page.locator('main').innerText()).not.toContain('5a5a5a5a');
  });

  test('refuses more than 1 MB with a clear message', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await page.getByRole('textbox', {name: 'Log output'}).fill('x'.repeat(1024 * 1024 + 10));
    await page.getByRole('button', {name: 'Explain'}).click();
    await expect(page.getByText(/reads at most 1 MB/)).toBeVisible();
  });

  test('loads its patterns and decoder only when used, from the site, and sends nothing anywhere', async ({page, baseURL}) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await gotoHydrated(page, PAGE);
    // Text of one explanation: it ships in the patterns, which load with the engine. (One without a
    // version in it: those are template strings in the bundle, not the text they become.)
    const engineMarker = LOG_PATTERNS.find((pattern) => pattern.id === 'timelocked-owner')!.explanation;
    expect(await ranScriptContaining(page, engineMarker)).toBe(false);
    const marker = 'MARKER_b91c';
    await explain(page, `${PROPOSER_LOG}\n${marker} happened`);
    expect(await ranScriptContaining(page, engineMarker)).toBe(true);
    const origin = new URL(baseURL!).origin;
    for (const request of requests) {
      expect(new URL(request.url()).origin, request.url()).toBe(origin);
      expect(request.method(), request.url()).toBe('GET');
      expect(request.url()).not.toContain(marker);
    }
  });
});
