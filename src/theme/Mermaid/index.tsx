/**
 * Wraps the theme's Mermaid diagram, which is drawn in the browser only: it
 * opens in a zoom view (click, Enter or Space), and its source is in the page
 * too, shown only without JavaScript, so the server-rendered page still
 * carries what the diagram says.
 */
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import Zoomable from '@site/src/components/Zoomable';
import styles from './styles.module.css';

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <Zoomable label="Enlarge diagram" layout="block">
        <Mermaid {...props} />
      </Zoomable>
      <pre className={styles.noScriptSource} aria-label="Diagram source">
        <code>{props.value}</code>
      </pre>
    </>
  );
}
