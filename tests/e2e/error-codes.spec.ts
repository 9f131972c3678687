/** The error-codes page — revert-data decoder, filter, copy buttons and anchors. */
import {readFileSync} from 'node:fs';
import {encodeAbiParameters, encodeErrorResult} from 'viem';
import type {Page} from '@playwright/test';
import type {ErrorCodeData} from '../../src/data/errorCodeTypes';
import {cutOffScripts, expect, gotoHydrated, renderAllBlocks, test, waitForHydration, waitForSettledLayout} from './site';

const PAGE = 'docs/troubleshooting/error-codes';
const DATA = JSON.parse(readFileSync('src/data/errorCodes.json', 'utf8')) as ErrorCodeData;
const ERRORS = DATA.files.flatMap((file) => file.contracts.flatMap((group) => group.errors));
const find = (name: string) => ERRORS.find((error) => error.name === name)!;
const STREAK = find('VerificationStreakDisrupted');

const ERROR_STRING_HELLO = encodeErrorResult({
  abi: [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'reason'}]}],
  errorName: 'Error',
  args: ['hello'],
});
const PANIC_OVERFLOW = encodeErrorResult({
  abi: [{type: 'error', name: 'Panic', inputs: [{type: 'uint256', name: 'code'}]}],
  errorName: 'Panic',
  args: [0x11n],
});

function decoder(page: Page) {
  return {
    input: page.getByRole('textbox', {name: 'Revert data'}),
    problem: page.locator('[data-problem]'),
  };
}

async function decode(page: Page, data: string) {
  const {input} = decoder(page);
  await input.fill(data);
}

/** Whether a script the page has loaded so far contains `marker`. */
async function loadedScriptsContain(page: Page, marker: string): Promise<boolean> {
  return page.evaluate(async (text) => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js'));
    const bodies = await Promise.all(urls.map((url) => fetch(url).then((response) => response.text())));
    return bodies.some((body) => body.includes(text));
  }, marker);
}

test.describe('revert-data decoder', () => {
  test('loads the ABI decoder only when the reader uses it', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const viemMarker = 'AbiDecodingDataSizeTooSmallError';
    expect(await loadedScriptsContain(page, viemMarker)).toBe(false);
    await decode(page, STREAK.selector);
    await expect(page.getByText('VerificationStreakDisrupted()', {exact: true}).first()).toBeVisible();
    // A bare selector is named from the table while the decoder still loads: wait for it to arrive.
    await expect.poll(() => loadedScriptsContain(page, viemMarker)).toBe(true);
  });

  test.describe('when the decoder fails to load', () => {
    test.use({allowedConsoleErrors: /Failed to load resource|Loading chunk|ChunkLoadError/});

    test('says so, keeps the pasted data, and Decode tries again', async ({page}) => {
      await gotoHydrated(page, PAGE);
      // Every attempt fails until the message shows: typing retries a failed load by itself.
      const cutOff = await cutOffScripts(page);
      await decode(page, STREAK.selector);
      const failure = page.getByText('The decoder could not be loaded. Check your connection, then press Decode again.');
      await expect(failure).toBeVisible();
      expect(cutOff.count()).toBeGreaterThan(0);
      await cutOff.restore();
      await expect(decoder(page).input).toHaveValue(STREAK.selector);
      await page.getByRole('button', {name: 'Decode'}).click();
      await expect(page.getByText(`Selector ${STREAK.selector} matches this error:`)).toBeVisible();
      await expect(failure).toHaveCount(0);
    });
  });

  test('names the error, its contract and the fix for a known selector', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await decode(page, STREAK.selector.slice(2).toUpperCase());
    await expect(page.getByText(`Selector ${STREAK.selector} matches this error:`)).toBeVisible();
    const match = page.locator('li').filter({hasText: 'VerificationStreakDisrupted()'});
    await expect(match).toContainText(STREAK.file);
    await expect(match.getByRole('link', {name: 'SurgeTimelockController'})).toHaveAttribute('href', `#${STREAK.id}`);
    await expect(match.getByRole('link', {name: /Timelock execute reverts/})).toHaveAttribute('href', /common-devnet-issues#verification-streak-disrupted$/);
  });

  test('lists every contract that declares a shared selector', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await decode(page, find('BTOKEN_INVALID_PARAMS').selector);
    for (const contract of ['BridgedERC1155', 'BridgedERC20', 'BridgedERC721', 'LibBridgedToken']) {
      await expect(page.getByRole('link', {name: contract, exact: true})).toBeVisible();
    }
    await expect(page.getByText('4 declarations share this selector')).toBeVisible();
  });

  test('decodes the reason of Error(string), pasted over several lines', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const wrapped = ERROR_STRING_HELLO.replace(/(.{64})/g, '$1\n  ');
    await decode(page, wrapped);
    const args = page.getByRole('table', {name: 'Arguments'});
    await expect(args.getByRole('row', {name: /reason/})).toContainText('"hello"');
  });

  test('decodes Panic(uint256) and explains the code', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await decode(page, PANIC_OVERFLOW);
    await expect(page.getByText(/Panic code 0x11: Arithmetic overflowed/)).toBeVisible();
  });

  test('decodes the revert data that INNER_ERROR wraps', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const data = find('INNER_ERROR').selector + encodeAbiParameters([{type: 'bytes'}], [PANIC_OVERFLOW]).slice(2);
    await decode(page, data);
    await expect(page.getByText('INNER_ERROR(bytes)', {exact: true}).first()).toBeVisible();
    await expect(page.getByText('The wrapped revert data of the inner call:')).toBeVisible();
    await expect(page.getByText(/Panic code 0x11/)).toBeVisible();
  });

  test.describe('explains input it cannot decode', () => {
    const cases = [
      ['an unknown selector', '0x12345678', 'unknown-selector', 'No Surge protocol error has the selector 0x12345678'],
      ['an odd number of digits', '0x08c379a', 'odd-length', 'odd number of hex digits (7)'],
      ['characters that are not hex', '0x08c379zq', 'non-hex', 'Found "z", "q"'],
      ['fewer than 4 bytes', '0x08c3', 'too-short', 'only 2 bytes'],
      ['cut-off arguments', ERROR_STRING_HELLO.slice(0, 90), 'truncated', 'ends before its arguments are complete'],
      ['a bare 0x', '0x', 'empty', 'reverted without an error'],
    ] as const;
    test('each with the kind of problem and what is wrong', async ({page}) => {
      await gotoHydrated(page, PAGE);
      for (const [what, input, kind, message] of cases) {
        await decode(page, input);
        await expect(decoder(page).problem, what).toHaveAttribute('data-problem', kind);
        await expect(decoder(page).problem, what).toContainText(message);
      }
    });

    test('an empty box, when Decode is pressed', async ({page}) => {
      await gotoHydrated(page, PAGE);
      await page.getByRole('button', {name: 'Decode'}).click();
      await expect(decoder(page).problem).toHaveAttribute('data-problem', 'empty');
      await expect(decoder(page).problem).toContainText('Paste revert data');
    });
  });
});

test.describe('protocol error list', () => {
  const rows = (page: Page) => page.locator('article section tbody tr');
  const filter = (page: Page) => page.getByRole('searchbox', {name: 'Filter errors'});

  test('shows every error with a unique anchor', async ({page}) => {
    await gotoHydrated(page, PAGE);
    await expect(rows(page)).toHaveCount(DATA.counts.errors);
    const ids = await rows(page).evaluateAll((elements) => elements.map((element) => element.id));
    expect(new Set(ids).size).toBe(DATA.counts.errors);
    expect(ids).toEqual(ERRORS.map((error) => error.id));
    await expect(page.getByRole('heading', {level: 3, name: 'SurgeTimelockController'})).toBeVisible();
  });

  test('an anchor leads to its error', async ({page}) => {
    await gotoHydrated(page, `${PAGE}#${STREAK.id}`);
    const row = page.locator(`[id="${STREAK.id}"]`);
    await expect(row).toBeInViewport();
    await expect(row).toContainText(STREAK.selector);
  });

  test('contracts below the window render when scrolled near, and the decoder’s link lands on a row in the last one', async ({page}) => {
    await gotoHydrated(page, PAGE);
    const contracts = page.locator('article section');
    const rendered = (index: number) =>
      contracts
        .nth(index)
        .locator('tr')
        .last()
        .evaluate((row) => row.checkVisibility({contentVisibilityAuto: true}));
    expect(await rendered(-1)).toBe(false);
    await contracts.nth(1).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(1)).toBe(true);
    expect(await rendered(-1)).toBe(false);

    // The contracts above count as placeholders until rendered; the linked row must still land in the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    const lastContract = ERRORS.at(-1)!.contract!;
    const target = ERRORS.filter((error) => error.contract === lastContract).find(
      (error) => ERRORS.filter((other) => other.selector === error.selector).length === 1,
    )!;
    await decode(page, target.selector);
    await page
      .locator('li')
      .filter({hasText: `${target.name}(`})
      .getByRole('link', {name: lastContract})
      .click();
    const row = page.locator(`[id="${target.id}"]`);
    await expect(row).toBeInViewport();
    await waitForSettledLayout(page, `[id="${target.id}"]`);
    const box = (await row.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test('rows come in groups of at most eight, each hydrating apart, shaded as one table, and all work', async ({page}) => {
    // Each <tbody> is a Suspense boundary of its own (src/components/HydrateLater), so no one block of
    // data hydrates in a single long task.
    await gotoHydrated(page, PAGE);
    const groups = await page.locator('article section tbody').evaluateAll((tbodies) => tbodies.map((tbody) => tbody.querySelectorAll('tr').length));
    expect(groups.reduce((sum, size) => sum + size, 0)).toBe(DATA.counts.errors);
    expect(Math.max(...groups)).toBeLessThanOrEqual(8);
    // The rows come in several <tbody> elements; the shading still alternates down the whole table.
    const longest = page
      .locator('article section table')
      .filter({has: page.locator('tbody + tbody + tbody')})
      .first();
    const shades = await longest.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => getComputedStyle(tr).backgroundColor));
    expect(shades.length).toBeGreaterThan(16);
    shades.forEach((shade, i) => expect(shade, `row ${i + 1}`).toBe(shades[i % 2]));
    expect(shades[0]).not.toBe(shades[1]);
    // The last row hydrated like the first: its copy button copies.
    const last = ERRORS.at(-1)!;
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', {value: {writeText: async () => undefined}}));
    const copyLast = page.locator(`[id="${last.id}"]`).getByRole('button', {name: `Copy selector of ${last.name}`});
    // Rows lay out as they come into view (content-visibility), which can move the row after the
    // scroll that brings it into view: click once it stays put.
    await copyLast.scrollIntoViewIfNeeded();
    await waitForSettledLayout(page, `[id="${last.id}"]`);
    await copyLast.click();
    await expect(page.locator(`[id="${last.id}"]`).getByRole('button')).toHaveText('Copied');
  });

  const filters = [
    ['a name', 'streak', ['VerificationStreakDisrupted']],
    ['a selector with 0x', STREAK.selector, ['VerificationStreakDisrupted']],
    ['a selector without 0x', STREAK.selector.slice(2), ['VerificationStreakDisrupted']],
    ['a contract', 'SurgeProposerWrapper', ERRORS.filter((e) => e.contract === 'SurgeProposerWrapper').map((e) => e.name)],
  ] as const;
  test('filters by a name, a selector with or without 0x, or a contract, and keeps the filter across a reload', async ({page, baseURL}) => {
    await gotoHydrated(page, PAGE);
    for (const [what, query, names] of filters) {
      await filter(page).fill(query);
      await expect(rows(page), what).toHaveCount(names.length);
      for (const name of names)
        await expect(
          rows(page)
            .filter({hasText: `${name}(`})
            .first(),
          what,
        ).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}${PAGE}?filter=${encodeURIComponent(query)}`);
      await page.reload();
      await waitForHydration(page);
      await expect(filter(page), what).toHaveValue(query);
      await expect(rows(page), what).toHaveCount(names.length);
    }
  });

  test('says so when nothing matches, and clearing the filter shows everything again', async ({page, baseURL}) => {
    await gotoHydrated(page, `${PAGE}?filter=no-such-error`);
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No error matches “no-such-error”')).toBeVisible();
    await filter(page).fill('');
    await expect(rows(page)).toHaveCount(DATA.counts.errors);
    await expect(page).toHaveURL(`${baseURL}${PAGE}`);
  });
});

test.describe('copy buttons', () => {
  test('are at least 24 px high, WCAG 2.5.8’s minimum target, on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoHydrated(page, PAGE);
    await renderAllBlocks(page);
    const heights = await page.locator('article section tbody button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights).toHaveLength(DATA.counts.errors);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  });

  test('copy a selector and say Copied', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
    // "Copied" shows for two seconds: the page's clock stops before the click, so a busy machine cannot miss it.
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    const row = page.locator(`[id="${STREAK.id}"]`);
    const button = row.getByRole('button', {name: 'Copy selector of VerificationStreakDisrupted'});
    // From the keyboard: blocks above the row lay out as they come into view (content-visibility), and a
    // pointer aimed before they settle can land beside the button on a busy machine.
    await button.focus();
    // Ahead of the page's clock, which flows with real time until then.
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button')).toHaveText('Copied');
    await expect(row.getByRole('status')).toHaveText(`Copied ${STREAK.selector} to the clipboard.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STREAK.selector);
  });

  test('explain when the clipboard refuses', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
      });
    });
    await gotoHydrated(page, PAGE);
    const row = page.locator('[id="panic-uint256"]');
    await row.getByRole('button', {name: 'Copy selector of Panic(uint256)'}).click();
    await expect(row.getByRole('status')).toContainText('Could not copy');
    await expect(row.getByRole('button')).toHaveText('Copy');
  });
});
