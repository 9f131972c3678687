/**
 * Shared pieces of the browser tests: a `test` that fails on console errors,
 * navigation that waits for hydration, and the site's route table.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Locator, type Page, type Request, type Route} from '@playwright/test';
import {INTERACTIVE_PAGE} from '../../src/scheduling/interactivePage';
import {TEST_SITES, TEST_TRACKER} from '../sites';

export {DOC_PAGES, docTitle} from '../docPages';

type SiteFixtures = {
  /** Console errors a test expects (e.g. React logging a deliberate crash). */
  allowedConsoleErrors: RegExp | null;
  consoleGuard: void;
  /** Requests to the test build's analytics tracker, answered here so none leaves the machine. */
  trackerRequests: Request[];
};

export const test = base.extend<SiteFixtures>({
  allowedConsoleErrors: [null, {option: true}],
  consoleGuard: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowedConsoleErrors?.test(text)) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors?.test(error.message)) {
          errors.push(error.message);
        }
      });
      await use();
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
  trackerRequests: [
    async ({page}, use, testInfo) => {
      const requests: Request[] = [];
      // Only the /docs-site/ build has a tracker; routing every request of the other builds' pages costs time.
      if (testInfo.project.name !== 'docs-site') return use(requests);
      await page.route(`${TEST_TRACKER.url}**`, async (route) => {
        requests.push(route.request());
        // An empty matomo.js: the page's _paq queue stays readable for the tests.
        const isScript = route.request().url().endsWith('.js');
        await route.fulfill({status: isScript ? 200 : 204, contentType: 'text/javascript', body: ''});
      });
      await use(requests);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until all of the page has hydrated: the app, then the article's blocks (src/components/HydrateLater). */
export async function waitForHydration(page: Page) {
  await page.locator(INTERACTIVE_PAGE).waitFor({state: 'attached'});
}

/** Opens a site path (relative to the base URL) and waits until all of it has hydrated. */
export async function gotoHydrated(page: Page, sitePath: string) {
  const response = await page.goto(sitePath.replace(/^\//, ''));
  await waitForHydration(page);
  return response;
}

/**
 * Waits until every finite CSS transition and animation on the page has finished: after the
 * colour-mode toggle, text fades to its new colour (Infima's link and navbar transitions), and a
 * contrast check made meanwhile measures colours half-way between the two modes.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Lays out every block of the article now, as each is once the reader scrolls
 * near it: blocks off screen skip rendering until then (content-visibility in
 * src/css/custom.css and the error-code reference), so innerText leaves them out
 * and axe would measure them at their placeholder height. Holds until the next
 * full page load.
 */
export async function renderAllBlocks(page: Page): Promise<void> {
  await page.addStyleTag({content: '.theme-doc-markdown * { content-visibility: visible !important; }'});
}

/**
 * Whether a script the page ran contains `marker`. Chunks Docusaurus only
 * prefetches for links in view (<link rel=prefetch>) do not count.
 */
export async function ranScriptContaining(page: Page, marker: string): Promise<boolean> {
  return page.evaluate(async (text) => {
    const urls = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name);
    const bodies = await Promise.all(urls.map((url) => fetch(url).then((response) => response.text())));
    return bodies.some((body) => body.includes(text));
  }, marker);
}

/**
 * Aborts every script request, as a dropped connection would, until `restore` is called. Not
 * just the next one: that may be another chunk the page loads meanwhile, and a tool that tries
 * again on the reader's next keystroke could retry a single cut-off away before its failure
 * shows. `count` says how many were aborted.
 */
export async function cutOffScripts(page: Page): Promise<{count: () => number; restore: () => Promise<void>}> {
  let count = 0;
  const handler = (route: Route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    count += 1;
    return route.abort('connectionreset');
  };
  await page.route('**/*.js', handler);
  return {count: () => count, restore: () => page.unroute('**/*.js', handler)};
}

/**
 * Scrolls to the page's pagination and leaves it in view. Sections above take
 * their height as they render (content-visibility), which may push it down
 * again after the first scroll.
 */
export async function scrollToPagination(page: Page): Promise<void> {
  const next = page.locator('.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  await waitForSettledLayout(page, '.pagination-nav');
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport();
}

/**
 * Waits until the layout has settled: ten animation frames in a row with the
 * same scroll position, document height and (given a selector) the same
 * position of that element. For checks that something stays where it landed
 * while the page finishes rendering, without guessing how long that takes.
 */
export async function waitForSettledLayout(page: Page, selector?: string): Promise<void> {
  await page.evaluate(
    (targetSelector) =>
      new Promise<void>((resolve) => {
        const signature = () => {
          const target = targetSelector ? document.querySelector(targetSelector) : null;
          return [window.scrollX, window.scrollY, document.documentElement.scrollHeight, target?.getBoundingClientRect().top].join();
        };
        let last = signature();
        let sameFrames = 0;
        const onFrame = () => {
          const current = signature();
          sameFrames = current === last ? sameFrames + 1 : 0;
          last = current;
          if (sameFrames >= 10) resolve();
          else requestAnimationFrame(onFrame);
        };
        requestAnimationFrame(onFrame);
      }),
    selector,
  );
}

/**
 * Scrolls `target` into view and waits until its box stays the same over five readings in a
 * row. Like waitForSettledLayout, for a click on something below the first screen, whose blocks
 * lay out as they come into view (content-visibility); this one reads the box from outside the
 * page, so it also works where the page runs no script (javaScriptEnabled: false).
 */
export async function scrollToSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  let same = 0;
  while (same < 5) {
    const box = JSON.stringify(await target.boundingBox());
    same = box === last ? same + 1 : 0;
    last = box;
  }
}

/**
 * Waits until the main thread has nothing left to do: three idle periods in a
 * row that the browser gives in full (about 50 ms each), so work queued for
 * idle time before the call has run. For checks that something did not happen.
 */
export async function waitForIdleMainThread(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let fullPeriods = 0;
        const onIdle = (deadline: IdleDeadline) => {
          fullPeriods = deadline.timeRemaining() >= 45 ? fullPeriods + 1 : 0;
          if (fullPeriods >= 3) resolve();
          else requestIdleCallback(onIdle);
        };
        requestIdleCallback(onIdle);
      }),
  );
}

export type CspViolation = {directive: string; blocked: string; sample: string; page: string; source: string};

/** Collects every Content-Security-Policy violation event of the page, across navigations. */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (v: unknown) => void}).reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  return violations;
}

/**
 * Scrolls to the end of the page, loads every lazy image as a reader scrolling past each would,
 * and waits until each image has loaded or failed. (A waitForLoadState('networkidle') after the
 * page's first network idle returns at once, so it would not wait for them.)
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => !image.complete)
          .map((image) => image.src),
      ),
    )
    .toEqual([]);
}

/** Site paths (relative to the base URL) of every page in the root test build's sitemap. */
function sitemapRoutes(): string[] {
  const file = path.resolve(TEST_SITES.root.dir, 'sitemap.xml');
  let sitemap: string;
  try {
    sitemap = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No ${file}: run "npm run build:test" first.`);
  }
  // The sitemap holds production URLs; the path is what the test server serves.
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname.replace(/^\//, ''));
}

/** Routes outside the sitemap that readers still land on: search results and the not-found page. */
const EXTRA_ROUTES = ['search?q=bond', 'no-such-page'];

/** The routes the route sweep (accessibility.spec.ts) loads: every page of the sitemap, search results and the not-found page. */
export const SWEPT_ROUTES = [...sitemapRoutes(), ...EXTRA_ROUTES];
