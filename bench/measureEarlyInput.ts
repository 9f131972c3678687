/**
 * Whether a reader's first input counts: on a cold load of the Deploy L2
 * guide, with the phone's CPU (4x slower) and network (150 ms round trip,
 * 1.6 Mbps) but a desktop-wide window, so that the four controls are all on
 * screen (on a phone the sidebar is in the menu), each of them is used once:
 *
 * - at the first paint (as soon as the page reports its first contentful
 *   paint): a real pointer click, or the key press, and whether it takes
 *   effect once the page is ready (within EFFECT_WAIT_MS after it became
 *   interactive), and when, from navigation start;
 * - once interactive (hydrated, deferred blocks included): the time from the
 *   click or key to its effect.
 *
 * Effects: the colour toggle changes the theme, the announcement bar's close
 * button removes the bar, the search button and Ctrl+K open the search modal,
 * a sidebar category's caret folds the category.
 */
import type {Browser, Page} from '@playwright/test';
import {CPU_SLOWDOWN, PHONE_NETWORK} from './measureBlockingTime';
import {PAGE_IS_INTERACTIVE} from './measureFirstLoad';

const WINDOW = {viewport: {width: 1280, height: 800}};
const PAGE = '/docs/guides/running-surge/deploy-l2';
/** How long after the page became interactive an early input may still take effect. */
const EFFECT_WAIT_MS = 5000;

export type EarlyInputControl = 'colour toggle' | 'announcement close' | 'search button' | 'sidebar category' | 'Ctrl+K';

type Control = {name: EarlyInputControl; selector: string | null; key?: string; effect: string};

/** Each control: what to click (or the key), and, as page code, whether its effect shows. */
const CONTROLS: Control[] = [
  {
    name: 'colour toggle',
    selector: '.navbar__items--right button[class*="toggleButton"]',
    effect: 'document.documentElement.dataset.theme !== window.__benchInput.theme',
  },
  {name: 'announcement close', selector: '.theme-announcement-bar button.close', effect: "!document.querySelector('.theme-announcement-bar')"},
  {name: 'search button', selector: '.DocSearch-Button', effect: "!!document.querySelector('.DocSearch-Input, [role=dialog]')"},
  {
    name: 'sidebar category',
    selector: '.theme-doc-sidebar-menu button.menu__caret',
    effect: "document.querySelector('.theme-doc-sidebar-menu button.menu__caret').getAttribute('aria-expanded') !== window.__benchInput.expanded",
  },
  {name: 'Ctrl+K', selector: null, key: 'Control+k', effect: "!!document.querySelector('.DocSearch-Input, [role=dialog]')"},
];

/** Page code: the moment of the first trusted input, of the page becoming interactive, and of the effect (page clock, ms). */
function markerScript(effect: string): string {
  return `window.__benchInput = {};
addEventListener('DOMContentLoaded', function () {
  window.__benchInput.theme = document.documentElement.dataset.theme;
  var caret = document.querySelector('.theme-doc-sidebar-menu button.menu__caret');
  window.__benchInput.expanded = caret && caret.getAttribute('aria-expanded');
});
['pointerdown', 'keydown'].forEach(function (type) {
  addEventListener(type, function (event) { if (event.isTrusted && window.__benchInput.sentAt === undefined) window.__benchInput.sentAt = event.timeStamp; }, true);
});
new MutationObserver(function () {
  var marks = window.__benchInput;
  if (marks.interactiveAt === undefined && (${PAGE_IS_INTERACTIVE})) marks.interactiveAt = performance.now();
  if (marks.sentAt !== undefined && marks.effectAt === undefined && (${effect})) marks.effectAt = performance.now();
}).observe(document, {attributes: true, childList: true, subtree: true});`;
}

type Marks = {sentAt?: number; interactiveAt?: number; effectAt?: number};

async function send(page: Page, control: Control): Promise<void> {
  if (control.key) {
    await page.keyboard.press(control.key);
    return;
  }
  // A raw pointer click at the control, as a reader's: no waiting for it to be enabled or live.
  const box = await page.locator(control.selector!).first().boundingBox();
  if (!box) throw new Error(`${control.name}: ${control.selector} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function marksOf(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as {__benchInput: Marks}).__benchInput);
}

export type EarlyInputRun = {
  control: EarlyInputControl;
  atFirstPaint: {tookEffect: boolean; sentAtMs: number; effectAtMs: number | null};
  onceInteractiveMs: number | null;
};

async function once(browser: Browser, origin: string, control: Control, moment: 'first paint' | 'interactive'): Promise<Marks> {
  const context = await browser.newContext(WINDOW);
  try {
    await context.addInitScript(markerScript(control.effect));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await page.goto(origin + PAGE, {waitUntil: 'commit'});
    if (moment === 'first paint') {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {polling: 16, timeout: 60_000});
    } else {
      await page.waitForFunction(() => (window as unknown as {__benchInput: Marks}).__benchInput.interactiveAt !== undefined, null, {timeout: 60_000});
    }
    await send(page, control);
    await page.waitForFunction(() => (window as unknown as {__benchInput: Marks}).__benchInput.interactiveAt !== undefined, null, {timeout: 60_000});
    const interactiveAt = (await marksOf(page)).interactiveAt!;
    await page
      .waitForFunction(
        (deadline) => {
          const marks = (window as unknown as {__benchInput: Marks}).__benchInput;
          return marks.effectAt !== undefined || performance.now() > deadline;
        },
        interactiveAt + EFFECT_WAIT_MS,
        {timeout: 60_000},
      )
      .catch(() => undefined);
    // Awaited here, before the context closes.
    return await marksOf(page);
  } finally {
    await context.close();
  }
}

export async function measureEarlyInput(browser: Browser, origin: string): Promise<EarlyInputRun[]> {
  const runs: EarlyInputRun[] = [];
  for (const control of CONTROLS) {
    const early = await once(browser, origin, control, 'first paint');
    const late = await once(browser, origin, control, 'interactive');
    runs.push({
      control: control.name,
      atFirstPaint: {
        tookEffect: early.effectAt !== undefined,
        sentAtMs: Math.round(early.sentAt ?? Number.NaN),
        effectAtMs: early.effectAt === undefined ? null : Math.round(early.effectAt),
      },
      onceInteractiveMs: late.effectAt === undefined || late.sentAt === undefined ? null : Math.round(late.effectAt - late.sentAt),
    });
  }
  return runs;
}

export function formatEarlyInput(runs: readonly EarlyInputRun[]): string[] {
  return [
    `Input on ${PAGE}, cold, CPU ${CPU_SLOWDOWN}x slower, 150 ms round trip, 1.6 Mbps, desktop-wide window (bench/measureEarlyInput.ts):`,
    '',
    '| Control | sent at first paint (ms from navigation) | took effect | effect at (ms) | once interactive: input → effect ms |',
    '| --- | ---: | --- | ---: | ---: |',
    ...runs.map(
      (run) =>
        `| ${run.control} | ${run.atFirstPaint.sentAtMs} | ${run.atFirstPaint.tookEffect ? 'yes' : '**lost**'} | ${run.atFirstPaint.effectAtMs ?? '–'} | ${run.onceInteractiveMs ?? '**none**'} |`,
    ),
  ];
}
