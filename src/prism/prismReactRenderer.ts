/**
 * Stands in for prism-react-renderer in the site's bundles (aliased by
 * plugins/bundle-splitting). The package bundles Prism with some forty
 * languages the docs never use (about 26 KB gzip); this module offers the same
 * `Highlight` and `Prism` on bare prism-core, and the site config's
 * `prism.additionalLanguages` adds the languages the docs do use.
 */
import './manualHighlighting';
import PrismCore from 'prismjs/components/prism-core';
import {createElement, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {normalizeTokens, type LineToken, type PrismTokenStream} from './normalizeTokens';
import {themeStyles, tokenStyle, type PrismTheme} from './themeStyles';

type Grammar = Record<string, unknown>;
export type PrismLike = {
  languages: Record<string, Grammar | undefined>;
  tokenize: (code: string, grammar: Grammar) => PrismTokenStream;
  hooks: {run: (name: string, env: Record<string, unknown>) => void};
};

export const Prism = PrismCore as unknown as PrismLike;

type ElementProps = {className?: string; style?: CSSProperties; [prop: string]: unknown};
type RenderProps = {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: ElementProps & {line: LineToken[]}) => ElementProps;
  getTokenProps: (input: ElementProps & {token: LineToken}) => ElementProps & {children: string};
};

type HighlightProps = {code: string; language: string; theme: PrismTheme; prism?: PrismLike; children: (props: RenderProps) => ReactNode};

function tokenize(prism: PrismLike, code: string, language: string): LineToken[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  // Hooks let language definitions adjust tokenizing (as prism-react-renderer runs them).
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as PrismTokenStream);
}

function HighlightTokens({code, language: requested, theme, prism = Prism, children}: HighlightProps): ReactNode {
  const language = requested.toLowerCase();
  const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language]);
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root,
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const base = tokenStyle(styles, token);
      return {...rest, className: clsx('token', ...token.types, className), children: token.content, style: style ? {...base, ...style} : base};
    },
  });
}

export function Highlight(props: HighlightProps): ReactNode {
  return createElement(HighlightTokens, props);
}
