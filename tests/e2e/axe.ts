/**
 * Shared pieces of the accessibility checks: the WCAG tags axe
 * runs, the colour modes, and the only markup the scans leave out, each with
 * its reason. Everything else on the site must have no serious or critical
 * violation in either colour mode.
 */
import {AxeBuilder} from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';
import {renderAllBlocks, waitForTransitions} from './site';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules the scans run: the WCAG tags and axe's best practices, the rules axe runs when
 * given none. axe leaves `target-size` (WCAG 2.5.8, controls at least 24×24 px) off unless
 * asked, so it is asked for by name too: every control on a scanned page is measured.
 */
const SCAN_OPTIONS = {
  runOnly: {type: 'tag', values: [...WCAG_TAGS, 'best-practice']},
  rules: {'target-size': {enabled: true}},
  // Details for violations only: building selectors for every passing node is most of axe's time on long pages.
  resultTypes: ['violations'],
} satisfies Parameters<AxeBuilder['options']>[0];

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The impacts that fail the scans. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Findings the scans accept, each a rule on third-party markup the site cannot
 * change without forking it. The site's own problems are fixed, never listed here.
 */
export const AXE_EXCEPTIONS: readonly {rule: string; target: RegExp; reason: string}[] = [];

/**
 * Opens every page `page` loads from now on in `mode`, the way the site keeps a
 * reader's choice: Docusaurus's inline script reads it from localStorage before
 * first paint. The storage key carries the site's namespace, so it is read from
 * that script rather than assumed.
 */
export async function useColorMode(page: Page, mode: ColorMode): Promise<void> {
  const html = await (await page.request.get('./')).text();
  const key = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(html)?.[1];
  expect(key, "the colour-mode script's storage key, in the home page").toBeTruthy();
  await page.addInitScript(([storageKey, theme]) => window.localStorage.setItem(storageKey!, theme!), [key, mode]);
}

/** Asserts the page shows `mode`. */
export async function expectColorMode(page: Page, mode: ColorMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/**
 * Runs axe over the whole page (or `include`) and returns one line per failing
 * node, naming where it was found, the colour mode, the rule and the target.
 */
export async function seriousViolations(page: Page, where: string, mode: ColorMode, include?: string): Promise<string[]> {
  await renderAllBlocks(page);
  // Colours mid-fade (just after the colour-mode toggle, say) are neither mode's.
  await waitForTransitions(page);
  // Legacy mode runs axe.run in the page; the default finishes the run in a second, blank page, which only
  // cross-origin frames need (the site has none) and which took 3-5 s of a long page's 4-6 s scan.
  // One options object: AxeBuilder's options() replaces what withTags() set.
  let builder = new AxeBuilder({page}).options(SCAN_OPTIONS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes
        .map((node) => ({node, target: node.target.join(' ')}))
        .filter(({target}) => !AXE_EXCEPTIONS.some((exception) => exception.rule === violation.id && exception.target.test(target)))
        .map(({node, target}) => `${where} [${mode}] ${violation.id} (${violation.impact}): ${target} — ${summary(node.failureSummary)}`),
    );
}

/** The first line of axe's explanation after "Fix any of the following:". */
function summary(failureSummary: string | undefined): string {
  return failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
}
