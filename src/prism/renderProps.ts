/**
 * What `Highlight` hands its render function, from lines of tokens: the same
 * for Prism's tokens (prismReactRenderer.ts) and for plain lines waiting for
 * Prism (lazyHighlight.ts). Classes only; colours come from themeCss.ts.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import type {LineToken} from './normalizeTokens';
import type {PrismTheme} from './themeCss';

type ElementProps = {className?: string; style?: CSSProperties; [prop: string]: unknown};

export type RenderProps = {
  tokens: LineToken[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: ElementProps & {line: LineToken[]}) => ElementProps;
  getTokenProps: (input: ElementProps & {token: LineToken}) => ElementProps & {children: string};
};

export type HighlightProps = {code: string; language: string; theme: PrismTheme; children: (props: RenderProps) => ReactNode};

const EMPTY_TOKEN_STYLE: CSSProperties = {display: 'inline-block'};

export function renderProps(tokens: LineToken[][], language: string, theme: PrismTheme): RenderProps {
  return {
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain,
    getLineProps: ({line: _line, className, ...rest}) => ({...rest, className: clsx('token-line', className)}),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      // An empty line keeps its height.
      style: token.empty ? {...EMPTY_TOKEN_STYLE, ...style} : style,
    }),
  };
}
