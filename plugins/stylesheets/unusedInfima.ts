/**
 * Infima components this site never renders, dropped from the stylesheet
 * every page loads (0.8 KB gzip): avatars, pills, button groups,
 * numbered pagination, the hero banner and dropdowns (the navbar has no
 * dropdown item; add one and take `dropdown` off this list). Only Infima's
 * own CSS is touched. A test checks that no page of the build uses them
 * (tests/e2e/budgets.spec.ts).
 */
import type {PluginCreator, Rule} from 'postcss';

export const UNUSED_INFIMA_COMPONENTS = ['avatar', 'pills', 'button-group', 'pagination', 'hero', 'dropdown'];
/** Parts of those components the theme does use: its error and 404 pages' title. */
export const KEPT_INFIMA_CLASSES = ['hero__title'];

/** Whether a selector names a class of an unused component (`.avatar`, `.avatar__photo--lg`, …). */
export function usesUnusedComponent(selector: string): boolean {
  for (const [, className] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (KEPT_INFIMA_CLASSES.includes(className!)) continue;
    const component = className!.split(/__|--/)[0]!;
    if (UNUSED_INFIMA_COMPONENTS.includes(component)) return true;
  }
  return false;
}

const INFIMA_FILE = /[\\/]infima[\\/]/;

export const dropUnusedInfima: PluginCreator<void> = () => ({
  postcssPlugin: 'drop-unused-infima',
  Once(root) {
    if (!INFIMA_FILE.test(root.source?.input.file ?? '')) return;
    // Collected first: removing rules during the walk made it skip some of their neighbours.
    const rules: Rule[] = [];
    root.walkRules((rule) => void rules.push(rule));
    for (const rule of rules) {
      const kept = rule.selectors.filter((selector) => !usesUnusedComponent(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    }
  },
});
dropUnusedInfima.postcss = true;
