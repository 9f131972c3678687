/**
 * The theme's CodeBlock without its remount after hydration: the theme gives
 * each block a new key once in the browser so that Prism's inline colours
 * switch to the reader's colour mode. Colours here are a stylesheet
 * (src/prism/themeCss.ts), so blocks keep the server's markup instead of
 * being highlighted a second time (src/theme/CodeBlock/Content).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function isPlainText(children: ReactNode): boolean {
  return !Children.toArray(children).some((child) => isValidElement(child));
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  if (!isPlainText(children)) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringContent {...props}>{Array.isArray(children) ? children.join('') : (children as string)}</StringContent>;
}
