/**
 * Code blocks that hydrate keep the markup the server highlighted: the browser
 * neither loads Prism for them nor rebuilds their thousands of token spans,
 * which was most of the main-thread work on long guides. Token colours are a
 * stylesheet (src/prism/themeCss.ts), so the kept markup follows the colour
 * mode. A block that remounts just after hydration (the theme's Tabs remount
 * to restore the reader's tab) copies the lines the server rendered for the
 * same code; any other block renders as the theme renders it, with Prism
 * loaded on demand (src/prism/lazyHighlight.ts).
 */
import {useState, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {KEEP_SERVER_CHILDREN, useHydratedFromServer} from '@site/src/components/ServerMarkup';

type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

/** The server's highlighted lines, by everything that shapes them. */
const serverLines = new Map<string, Element>();

function linesKey({language, code, lineNumbersStart, lineClassNames}: Metadata): string {
  return JSON.stringify([language, code, lineNumbersStart, lineClassNames]);
}

function HighlightedLines({className, lines, codeRef}: Props & {lines: {__html: string}; codeRef?: Ref<HTMLElement>}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable, so focusable, as the theme's block.
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
        dangerouslySetInnerHTML={lines}
      />
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const key = linesKey(metadata);
  const hydrated = useHydratedFromServer();
  const [lines] = useState(() => (hydrated ? KEEP_SERVER_CHILDREN : serverLines.has(key) ? {__html: serverLines.get(key)!.innerHTML} : null));
  if (!lines) return <Content {...props} />;
  const remember = hydrated
    ? (element: HTMLElement | null) => {
        if (element) serverLines.set(key, element);
      }
    : undefined;
  return <HighlightedLines {...props} lines={lines} codeRef={remember} />;
}
