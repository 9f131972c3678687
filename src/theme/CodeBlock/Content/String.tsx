/**
 * The theme's CodeBlockString with one change: whether a block scrolls
 * sideways (which shows the word-wrap button) is measured when the block
 * first comes into view, not by every block as the page hydrates. The
 * theme's measure read each block's layout in turn: a forced layout of the
 * whole page per block, the largest script cost of loading a long guide.
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrapInView} from './useCodeWordWrapInView';

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrapInView();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
