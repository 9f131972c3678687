/** The .env checker and builder, and the reference tables rendered from the same data. */
import {readFileSync} from 'node:fs';
import type {Page, Request} from '@playwright/test';
import {ENV_PRESET_DATA} from '../../src/data/envPresetData';
import {envKeyAnchor} from '../../src/data/envKeys';
import {DEVNET_TEST_KEYS, hoodiWithFiveMistakes, presetAsShipped} from '../fixtures/env/envFixtures';
import {cutOffScripts, expect, gotoHydrated, ranScriptContaining, scrollToSettled, test} from './site';

/** Clicks "Build the .env", below the first screen, once the blocks above it have laid out (content-visibility), so the click lands on it. */
async function clickBuild(page: Page): Promise<void> {
  const button = page.getByRole('button', {name: 'Build the .env'});
  await scrollToSettled(button);
  await button.click();
}

const PAGE = 'docs/guides/running-surge/env-checker';

function checker(page: Page) {
  const section = page
    .locator('section, div')
    .filter({has: page.getByRole('textbox', {name: '.env contents'})})
    .last();
  return {
    text: page.getByRole('textbox', {name: '.env contents'}),
    findings: page.getByRole('list', {name: 'Findings'}).locator('li'),
    summary: page.getByRole('status').filter({hasText: /checked against/}),
    section,
  };
}

/** The checker's first fieldset ("Your setup"). */
function setup(page: Page) {
  return page.getByRole('group', {name: 'Your setup'});
}

async function check(page: Page, text: string) {
  await checker(page).text.fill(text);
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(checker(page).summary).toBeVisible();
}

/** `check:KEY` of every finding of a severity, sorted. */
async function findingsOf(page: Page, severity: 'error' | 'warning' | 'info'): Promise<string[]> {
  const items = page.getByRole('list', {name: 'Findings'}).locator(`li[data-severity="${severity}"]`);
  const found = await items.evaluateAll((nodes) => nodes.map((node) => `${(node as HTMLElement).dataset.check}:${(node as HTMLElement).dataset.key ?? ''}`));
  return found.sort();
}

test.describe('.env checker', () => {
  test('on a 320 px phone the findings fit the window: a long key name breaks instead of widening the page', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    await gotoHydrated(page, PAGE);
    await check(page, 'L1_ENDPOINT_HTTP=http://localhost:8545\n');
    await expect(checker(page).findings.filter({hasText: 'TX_SAFE_ABORT_NONCE_TOO_LOW_COUNT'}).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the devnet preset as shipped has no errors and one warning: TX_MIN_TIP_CAP set twice with two values', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await check(page, presetAsShipped('devnet'));
    await expect(checker(page).summary).toContainText('0 errors, 1 warning');
    expect(await findingsOf(page, 'error')).toEqual([]);
    expect(await findingsOf(page, 'warning')).toEqual(['pitfall-tx-min-tip-cap:TX_MIN_TIP_CAP']);
    expect(await findingsOf(page, 'info')).toContain('key-duplicate-same:BROADCAST');
  });

  test('the Hoodi preset reports as errors exactly the values to fill in, the L1 endpoints among them', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await setup(page).getByLabel('Preset').selectOption('hoodi');
    await check(page, presetAsShipped('hoodi'));
    expect(await findingsOf(page, 'error')).toEqual([
      'value-required-empty:L1_BEACON_HTTP',
      'value-required-empty:L1_ENDPOINT_HTTP',
      'value-required-empty:L1_ENDPOINT_WS',
      'value-required-empty:L1_PROPOSER_PRIVATE_KEY',
      'value-required-empty:PROCESSOR_PRIVATE_KEY',
    ]);
  });

  test('the staging preset reports as errors exactly the values to fill in', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await setup(page).getByLabel('Preset').selectOption('staging');
    await setup(page).getByLabel('on another machine or at a provider').check();
    await check(page, presetAsShipped('staging'));
    expect(await findingsOf(page, 'error')).toEqual([
      'value-required-empty:L1_ENDPOINT_WS',
      'value-required-empty:L1_PROPOSER_PRIVATE_KEY',
      'value-required-empty:PROCESSOR_PRIVATE_KEY',
    ]);
  });

  test('a Hoodi file with a typo key, a bad port, a port clash, a bad checksum and a development key gives exactly those findings', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await setup(page).getByLabel('Preset').selectOption('hoodi');
    await setup(page).getByLabel('on another machine or at a provider').check();
    await setup(page).getByLabel('Bridge relayers and Bridge UI').uncheck();
    await check(page, hoodiWithFiveMistakes());
    const problems = [...(await findingsOf(page, 'error')), ...(await findingsOf(page, 'warning'))].sort();
    expect(problems).toEqual([
      'key-unknown:L1_ENDPOINT_HTPP',
      'risk-dev-key:L1_PROPOSER_PRIVATE_KEY',
      'value-address-checksum:L2_SUGGESTED_FEE_RECIPIENT',
      'value-port-clash:BLOCKSCOUT_PORT',
      'value-port:VERIFIER_PORT',
    ]);
    const typo = checker(page).findings.filter({hasText: 'L1_ENDPOINT_HTPP'});
    await expect(typo).toContainText('Did you mean L1_ENDPOINT_HTTP?');
    // The finding links to the key's row in the guide, and the row is there.
    await typo.getByRole('link', {name: 'L1_ENDPOINT_HTTP in the .env reference'}).click();
    await expect(page).toHaveURL(/deploy-l2#key-l1-endpoint-http$/);
    await expect(page.locator('#key-l1-endpoint-http')).toBeVisible();
  });

  test('masks secrets: the text is hidden once checked, and keys never appear on the page', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await expect(page.getByText('Your .env holds private keys.')).toBeVisible();
    await check(page, presetAsShipped('devnet'));
    await expect(checker(page).text).toHaveCount(0);
    await page.getByText(/Keys and values read/).click();
    const row = page.getByRole('row').filter({has: page.getByRole('link', {name: 'L1_PROPOSER_PRIVATE_KEY'})});
    await expect(row).toContainText('•••••• (hidden, 66 characters)');
    const body = await page.locator('body').innerText();
    for (const key of Object.values(DEVNET_TEST_KEYS)) expect(body).not.toContain(key.replace(/^0x/, ''));
    // Editing shows the text again.
    await page.getByRole('button', {name: 'Edit the text'}).click();
    await expect(checker(page).text).toHaveValue(new RegExp(`L1_PROPOSER_PRIVATE_KEY=${DEVNET_TEST_KEYS.L1_PROPOSER_PRIVATE_KEY}`));
  });

  test('checks a pasted .env at once', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await checker(page).text.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
    }, presetAsShipped('devnet'));
    await expect(checker(page).summary).toContainText('0 errors');
  });

  test('reports bytes that are not UTF-8 in a chosen file, by line', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const bytes = Buffer.concat([Buffer.from('L1_CHAINID=3151908\nMYSQL_USER=caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
    await page.locator('input[type="file"]').setInputFiles({name: '.env', mimeType: 'text/plain', buffer: bytes});
    await expect(checker(page).findings.filter({hasText: 'Line 2 holds bytes that are not valid UTF-8'})).toBeVisible();
  });

  test('refuses a 1 MB file with its size', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await page.locator('input[type="file"]').setInputFiles({name: 'big.env', mimeType: 'text/plain', buffer: Buffer.alloc(1024 * 1024, 'A')});
    await expect(page.locator('[data-check="input-too-large"]')).toContainText('The text is 1.0 MB');
  });

  test('reports hostile lines with a clear message each', async ({page}) => {
    await gotoHydrated(page, PAGE);
    // A file, because a text box turns CR LF into LF.
    const text = 'export L1_CHAINID=3151908\nno equals here\nVERIFY_ARG="--verify\r\nMY-KEY=1\r\n';
    await page.locator('input[type="file"]').setInputFiles({name: '.env', mimeType: 'text/plain', buffer: Buffer.from(text)});
    await expect(checker(page).summary).toBeVisible();
    for (const message of [
      'starts with "export"',
      'Line 2 has no "="',
      'opens a " quote that never closes',
      '"MY-KEY" is not a valid key name',
      'Windows line break',
    ]) {
      await expect(checker(page).findings.filter({hasText: message})).toHaveCount(1);
    }
  });
});

test.describe('.env builder', () => {
  async function buildHoodi(page: Page) {
    await gotoHydrated(page, PAGE);
    const choices = page.getByRole('group', {name: 'Choices'});
    await choices.getByLabel('Preset').selectOption('hoodi');
    await page.getByLabel('L1 JSON-RPC URL (L1_ENDPOINT_HTTP)').fill('http://host.docker.internal:8545');
    await page.getByLabel('L1 WebSocket URL (L1_ENDPOINT_WS)').fill('ws://host.docker.internal:8546');
    await page.getByLabel('L1 beacon API URL (L1_BEACON_HTTP)').fill('http://host.docker.internal:5052');
    await page.getByRole('button', {name: 'Generate keys for the empty fields'}).click();
    await expect(page.getByLabel('L1_PROPOSER_PRIVATE_KEY')).toHaveValue(/^0x[0-9a-f]{64}$/);
    await clickBuild(page);
    await expect(page.getByRole('status').filter({hasText: 'Self-check'})).toContainText('0 errors');
  }

  test('on the devnet, Generate makes one account for the deployer, proposer and prover, and the .env passes the checker', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await page.getByRole('group', {name: 'Choices'}).getByLabel('Preset').selectOption('devnet');
    await page.getByRole('button', {name: 'Generate keys for the empty fields'}).click();
    const deployer = page.getByLabel('PRIVATE_KEY', {exact: true});
    await expect(deployer).toHaveValue(/^0x[0-9a-f]{64}$/);
    const key = await deployer.inputValue();
    // SurgeProposerWrapper accepts only the deployer's account: four different keys would make every batch revert.
    await expect(page.getByLabel('L1_PROPOSER_PRIVATE_KEY')).toHaveValue(key);
    await expect(page.getByLabel('L1_PROVER_PRIVATE_KEY')).toHaveValue(key);
    await clickBuild(page);
    await expect(page.getByRole('status').filter({hasText: 'Self-check'})).toContainText('0 errors');
  });

  test('builds a Hoodi .env that passes the checker with zero errors', async ({page}) => {
    await buildHoodi(page);
    const diff = page.getByLabel('Diff against .env.hoodi');
    await expect(diff).toContainText('+ L1_ENDPOINT_HTTP=http://host.docker.internal:8545');
    await expect(diff).toContainText('- TX_MIN_TIP_CAP=');
    await expect(diff).toContainText('+ L1_PROPOSER_PRIVATE_KEY=•••••• (hidden)');
    await page.getByRole('button', {name: 'Open in the checker'}).click();
    await expect(checker(page).summary).toContainText('0 errors');
    await expect(checker(page).summary).toContainText('.env.hoodi');
  });

  test('downloads the same complete file, which the checker accepts', async ({page}) => {
    await buildHoodi(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Download .env'}).click()]);
    // Chromium renames dot-files on download (env.txt); the page tells readers to rename it.
    expect(download.suggestedFilename()).toMatch(/^\.?env(\.txt)?$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.match(/^[A-Z0-9_]+=/gm)).toHaveLength(ENV_PRESET_DATA.presets.find((p) => p.network === 'hoodi')!.keyCount);
    await setup(page).getByLabel('Preset').selectOption('hoodi');
    await check(page, text);
    expect(await findingsOf(page, 'error')).toEqual([]);
  });
});

test.describe('.env reference in the Deploy L2 guide', () => {
  test('renders every preset key with its anchor and values from the data', async ({page}) => {
    await gotoHydrated(page, 'docs/guides/running-surge/deploy-l2');
    for (const key of ENV_PRESET_DATA.keys) await expect(page.locator(`code#${envKeyAnchor(key)}`)).toHaveText(key);
    const row = page.getByRole('row').filter({has: page.locator('#key-l1-chainid')});
    await expect(row).toContainText('3151908');
    await expect(row).toContainText('560048');
    await expect(page.locator('#environment-reference')).toBeVisible();
  });
});

test.describe('the .env tools stay on their page and in the browser', () => {
  test('no page runs the check engine or the full presets until the reader turns to the checker', async ({page}) => {
    const engineMarker = 'is a well-known development key';
    const presetsMarker = 'Foundry/Hardhat default test account 0';
    for (const path of ['docs/intro', 'docs/guides/running-surge/deploy-l2', 'docs/troubleshooting/error-codes', PAGE]) {
      await gotoHydrated(page, path);
      expect(await ranScriptContaining(page, engineMarker), path).toBe(false);
      expect(await ranScriptContaining(page, presetsMarker), path).toBe(false);
    }
    // The builder renders its preset's starting values before any of it loads.
    await expect(page.getByLabel('L1 JSON-RPC URL')).toHaveValue('http://host.docker.internal:32003');
    await expect(page.getByLabel('L1_PROPOSER_PRIVATE_KEY', {exact: true})).toBeVisible();
    await checker(page).text.focus();
    await expect.poll(() => ranScriptContaining(page, engineMarker)).toBe(true);
    expect(await ranScriptContaining(page, presetsMarker)).toBe(true);
  });

  test.describe('when the check engine fails to load', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk|ChunkLoadError/});

    test('the checker says so, and Check tries again', async ({page}) => {
      await gotoHydrated(page, PAGE);
      const cutOff = await cutOffScripts(page);
      // Focusing the box starts the load.
      await checker(page).text.focus();
      const failure = page.getByText('The checker could not be loaded. Check your connection, then press Check again.');
      await expect(failure).toBeVisible();
      expect(cutOff.count()).toBeGreaterThan(0);
      await cutOff.restore();
      await check(page, presetAsShipped('devnet'));
      await expect(checker(page).summary).toContainText('0 errors, 1 warning');
      await expect(failure).toHaveCount(0);
    });

    test('the builder says so, naming the button that tries again', async ({page}) => {
      await gotoHydrated(page, PAGE);
      const cutOff = await cutOffScripts(page);
      await clickBuild(page);
      const failure = page.getByText('The builder could not be loaded. Check your connection, then press Rebuild.');
      await expect(failure).toBeVisible();
      expect(cutOff.count()).toBeGreaterThan(0);
      await cutOff.restore();
      await page.getByRole('button', {name: 'Rebuild'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Self-check'})).toBeVisible();
      await expect(failure).toHaveCount(0);
    });
  });

  test('nothing is sent anywhere while the checker and builder run', async ({page, baseURL}) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await gotoHydrated(page, PAGE);
    const marker = 'MARKER_7f3a9c';
    await check(page, `${presetAsShipped('devnet')}${marker}=1\n`);
    await page.getByRole('button', {name: 'Generate keys for the empty fields'}).click();
    await clickBuild(page);
    await expect(page.getByRole('status').filter({hasText: 'Self-check'})).toBeVisible();
    await page.getByRole('button', {name: 'Download .env'}).click();
    const origin = new URL(baseURL!).origin;
    for (const request of requests) {
      const url = new URL(request.url());
      if (url.protocol === 'blob:' || url.protocol === 'data:') continue;
      expect(url.origin, request.url()).toBe(origin);
      expect(request.method(), request.url()).toBe('GET');
      expect(request.url()).not.toContain(marker);
    }
    // The tools did load code of their own, from the site.
    expect(requests.some((request) => /\/assets\/js\/.+\.js$/.test(new URL(request.url()).pathname))).toBe(true);
  });
});
