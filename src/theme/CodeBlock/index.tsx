/**
 * The theme's CodeBlock without its remount after hydration: the theme gives
 * each block a new key once in the browser so that Prism's inline colours
 * switch to the reader's colour mode. Colours here are a stylesheet
 * (src/prism/themeCss.ts), so blocks keep the server's markup instead of
 * being highlighted a second time (src/theme/CodeBlock/Content). Shell
 * blocks on doc pages get "This command failed" under them.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import CommandFailed from '@site/src/components/DocsFeedback/CommandFailed';

/** Blocks of commands a reader runs, which get a "This command failed" link (on doc pages). */
const SHELL = /(?:^|\s)language-(?:bash|sh|shell|zsh|console)(?:\s|$)/;

function isPlainText(children: ReactNode): boolean {
  return !Children.toArray(children).some((child) => isValidElement(child));
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  if (!isPlainText(children)) return <ElementContent {...props}>{children}</ElementContent>;
  const code = Array.isArray(children) ? children.join('') : (children as string);
  const shell = SHELL.test(props.className ?? '') || /^(?:bash|sh|shell|zsh|console)$/.test(props.language ?? '');
  return (
    <>
      <StringContent {...props}>{code}</StringContent>
      {shell && <CommandFailed code={code} />}
    </>
  );
}
