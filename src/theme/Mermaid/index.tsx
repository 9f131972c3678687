/**
 * Wraps the theme's Mermaid diagram, which is drawn in the browser only: the
 * diagram's source is in the page too, shown only without JavaScript, so the
 * server-rendered page still carries what the diagram says.
 */
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <Mermaid {...props} />
      <pre className={styles.noScriptSource} aria-label="Diagram source">
        <code>{props.value}</code>
      </pre>
    </>
  );
}
