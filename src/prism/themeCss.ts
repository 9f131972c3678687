/**
 * Code colours as a stylesheet instead of inline styles: one rule per token
 * type for each colour mode, from the `prism.theme` / `darkTheme` objects of
 * the site config. Highlighted markup is then the same in both modes, so the
 * browser can keep the server's markup and never run Prism for it
 * (src/theme/CodeBlock/Content). Rules follow the theme's order, as the
 * inline styles merged them.
 */
import type {CSSProperties} from 'react';

export type PrismTheme = {
  plain: CSSProperties;
  styles: {types: string[]; languages?: string[]; style: CSSProperties}[];
};

function declarations(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

function modeRules(mode: 'light' | 'dark', theme: PrismTheme): string[] {
  const scope = `[data-theme='${mode}'] .prism-code`;
  // Lines carry the plain colour; the block's background stays on <pre>.
  const {backgroundColor: _background, ...plain} = theme.plain;
  const rules = [`${scope} .token-line{${declarations(plain)}}`];
  // The container (as CSS variables) and <pre> get these inline, from the colour mode they rendered in:
  // the server's (light) until the block renders again in the browser. These rules are right from the first paint.
  const {color, backgroundColor} = theme.plain;
  if (color && backgroundColor) {
    rules.unshift(
      `[data-theme='${mode}'] .theme-code-block{--prism-color:${color}!important;--prism-background-color:${backgroundColor}!important}`,
      `${scope}{color:${color}!important;background-color:${backgroundColor}!important}`,
    );
  }
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style);
    if (!body) continue;
    const scopes = languages ? languages.map((language) => `[data-theme='${mode}'] .prism-code.language-${language}`) : [scope];
    const selectors = scopes.flatMap((prefix) => types.map((type) => `${prefix} .token.${escapeClassName(type)}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/** Class names come from Prism grammars (letters, digits, `-`, `_`); anything else is escaped. */
function escapeClassName(name: string): string {
  return name.replace(/[^\w-]/g, (character) => `\\${character}`);
}

export function prismThemeCss(themes: {light: PrismTheme; dark: PrismTheme}): string {
  return [...modeRules('light', themes.light), ...modeRules('dark', themes.dark)].join('\n') + '\n';
}
