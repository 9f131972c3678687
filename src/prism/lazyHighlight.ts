/**
 * The browser's `Highlight` (plugins/code-highlighting aliases
 * prism-react-renderer to it). Blocks that hydrate keep the server's markup
 * and never call it (src/theme/CodeBlock/Content); blocks rendered later show
 * plain lines until Prism's chunk arrives, then their tokens.
 */
import {createElement, useEffect, useState, type ReactNode} from 'react';
import {normalizeTokens} from './normalizeTokens';
import {renderProps, type HighlightProps} from './renderProps';

type Highlighter = (props: HighlightProps) => ReactNode;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './highlighter').then((module) => (loaded = module.Highlight));
  return loading;
}

function LazyHighlight(props: HighlightProps): ReactNode {
  const [highlighter, setHighlighter] = useState(() => loaded);
  useEffect(() => {
    if (highlighter) return undefined;
    let current = true;
    // If the chunk cannot load, the code stays readable as plain text.
    loadHighlighter().then(
      (loadedHighlighter) => current && setHighlighter(() => loadedHighlighter),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [highlighter]);
  if (highlighter) return highlighter(props);
  return props.children(renderProps(normalizeTokens([props.code]), props.language.toLowerCase(), props.theme));
}

export function Highlight(props: HighlightProps): ReactNode {
  return createElement(LazyHighlight, props);
}
