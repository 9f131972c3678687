/**
 * Wraps the theme's Mermaid diagram, which is drawn in the browser only. It
 * draws once near the viewport (useDrawWhenNear), opens in a zoom view (click,
 * Enter or Space), and its source is in the page too, shown only without
 * JavaScript, so the server-rendered page still carries what it says.
 */
import {useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import Zoomable from '@site/src/components/Zoomable';
import {useDrawWhenNear} from './useDrawWhenNear';
import styles from './styles.module.css';

export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const draw = useDrawWhenNear(placeholder);
  return (
    <>
      {draw ? (
        <Zoomable label="Enlarge diagram" layout="block">
          <Mermaid {...props} />
        </Zoomable>
      ) : (
        <div ref={placeholder} className={styles.pending} data-diagram-pending="" />
      )}
      <pre className={styles.noScriptSource} aria-label="Diagram source">
        <code>{props.value}</code>
      </pre>
    </>
  );
}
