/**
 * Stands in for prism-react-renderer in the site's bundles (aliased by
 * plugins/code-highlighting). The package bundles Prism with some forty
 * languages the docs never use (about 26 KB gzip); this module offers the same
 * `Highlight` and `Prism` on bare prism-core, and the site config's
 * `prism.additionalLanguages` adds the languages the docs do use
 * (src/prism/highlighter.ts). Tokens carry classes only: their colours come
 * from a stylesheet (themeCss.ts), so the markup is the same in both modes.
 */
import './manualHighlighting';
import PrismCore from 'prismjs/components/prism-core';
import {createElement, useMemo, type ReactNode} from 'react';
import {normalizeTokens, type LineToken, type PrismTokenStream} from './normalizeTokens';
import {renderProps, type HighlightProps as BaseHighlightProps} from './renderProps';

type Grammar = Record<string, unknown>;
export type PrismLike = {
  languages: Record<string, Grammar | undefined>;
  tokenize: (code: string, grammar: Grammar) => PrismTokenStream;
  hooks: {run: (name: string, env: Record<string, unknown>) => void};
};

export const Prism = PrismCore as unknown as PrismLike;

type HighlightProps = BaseHighlightProps & {prism?: PrismLike};

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
  return children(renderProps(tokens, language, theme));
}

export function Highlight(props: HighlightProps): ReactNode {
  return createElement(HighlightTokens, props);
}
