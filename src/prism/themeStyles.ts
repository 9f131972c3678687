/**
 * Inline styles for highlighted code from a prism-react-renderer theme object
 * (the `prism.theme` / `darkTheme` of the site config).
 */
import type {CSSProperties} from 'react';
import type {LineToken} from './normalizeTokens';

export type PrismTheme = {
  plain: CSSProperties;
  styles: {types: string[]; languages?: string[]; style: CSSProperties}[];
};

export type ThemeStyles = {root: CSSProperties; plain: CSSProperties; byType: Record<string, CSSProperties>};

export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...style};
  }
  // Lines inherit the colour; the background belongs to the block alone.
  return {root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}, byType};
}

export function tokenStyle({byType}: ThemeStyles, {types, empty}: LineToken): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return byType[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => byType[type]));
}
