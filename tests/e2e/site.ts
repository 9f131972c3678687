/**
 * Shared pieces of the browser tests: a `test` that fails on console errors,
 * navigation that waits for hydration, and the spec's route table.
 */
import {readFileSync} from 'node:fs';
import {test as base, expect, type Page, type Request, type Route} from '@playwright/test';
import {TEST_TRACKER} from '../sites';

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
    async ({page}, use) => {
      const requests: Request[] = [];
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
  await page.locator('html[data-has-hydrated="true"]:not([data-hydrating-blocks])').waitFor({state: 'attached'});
}

/** Opens a site path (relative to the base URL) and waits until all of it has hydrated. */
export async function gotoHydrated(page: Page, sitePath: string) {
  const response = await page.goto(sitePath.replace(/^\//, ''));
  await waitForHydration(page);
  return response;
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

/** The 24 doc routes of the spec, with {product} = surge, plus the two tool pages of issue 11, and their source files. */
/** Cuts off the next script the page asks for (a tool's engine chunk, say) once; returns how many were cut. */
export async function cutOffNextScriptOnce(page: Page): Promise<() => number> {
  let cutOff = 0;
  await page.route('**/*.js', (route) => {
    if (cutOff > 0 || route.request().resourceType() !== 'script') return route.continue();
    cutOff += 1;
    return route.abort('connectionreset');
  });
  return () => cutOff;
}

/**
 * Aborts every script request, as a dropped connection would, until `restore` is called: for a
 * tool that tries again on the reader's next keystroke, so a single cut-off could be retried
 * away before its failure shows. `count` says how many were aborted.
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

export const DOC_PAGES = [
  ['docs/intro', 'docs/intro.md'],
  ['docs/about', 'docs/about/index.md'],
  ['docs/about/architecture', 'docs/about/architecture.md'],
  ['docs/about/based-rollups', 'docs/about/based-rollups.md'],
  ['docs/about/gigagas', 'docs/about/gigagas.md'],
  ['docs/about/nethermind', 'docs/about/nethermind.md'],
  ['docs/about/stage-2', 'docs/about/stage-2.md'],
  ['docs/guides', 'docs/guides/index.md'],
  ['docs/guides/deploy-on-surge', 'docs/guides/deploy-on-surge.md'],
  ['docs/guides/running-surge', 'docs/guides/running-surge/index.md'],
  ['docs/guides/running-surge/deploy-l1', 'docs/guides/running-surge/deploy-l1.md'],
  ['docs/guides/running-surge/deploy-l2', 'docs/guides/running-surge/deploy-l2.md'],
  ['docs/guides/running-surge/env-checker', 'docs/guides/running-surge/env-checker.md'],
  ['docs/guides/running-surge/deploy-safe-infra', 'docs/guides/running-surge/deploy-safe-infra.md'],
  ['docs/guides/running-surge/provers', 'docs/guides/running-surge/provers/index.md'],
  ['docs/guides/running-surge/provers/register-provers', 'docs/guides/running-surge/provers/register-provers.md'],
  ['docs/guides/running-surge/provers/sgx-prover', 'docs/guides/running-surge/provers/sgx-prover.md'],
  ['docs/guides/running-surge/provers/sp1-and-risc0-provers', 'docs/guides/running-surge/provers/sp1-and-risc0-provers.md'],
  ['docs/guides/surge-on-hoodi', 'docs/guides/surge-on-hoodi/index.md'],
  ['docs/guides/surge-on-hoodi/provers', 'docs/guides/surge-on-hoodi/provers.md'],
  ['docs/guides/surge-on-hoodi/run-l1', 'docs/guides/surge-on-hoodi/run-l1.md'],
  ['docs/guides/surge-on-hoodi/run-l2', 'docs/guides/surge-on-hoodi/run-l2.md'],
  ['docs/troubleshooting', 'docs/troubleshooting/index.md'],
  ['docs/troubleshooting/common-devnet-issues', 'docs/troubleshooting/common-devnet-issues.md'],
  ['docs/troubleshooting/log-troubleshooter', 'docs/troubleshooting/log-troubleshooter.md'],
  ['docs/troubleshooting/error-codes', 'docs/troubleshooting/error-codes.md'],
] as const;

/** A doc's title as its front matter declares it (the page's h1). */
export function docTitle(sourceFile: string): string {
  const source = readFileSync(sourceFile, 'utf8');
  const match = /^title:\s*"?(.*?)"?\s*$/m.exec(source);
  if (!match?.[1]) {
    throw new Error(`${sourceFile} has no title in its front matter`);
  }
  return match[1];
}
