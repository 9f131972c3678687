/**
 * A Mermaid diagram drawn at authoring time (plugins/prerendered-diagrams):
 * an image per colour mode, sized so the text below does not move, loaded
 * when near the viewport, and enlarged in the zoom view like screenshots.
 */
import type {ReactNode} from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Zoomable from '@site/src/components/Zoomable';
import type {DiagramProps} from '@site/lib/content/diagrams';
import styles from './styles.module.css';

export default function PrerenderedDiagram({name, width, height, alt}: DiagramProps): ReactNode {
  const light = useBaseUrl(`/diagrams/${name}-light.svg`);
  const dark = useBaseUrl(`/diagrams/${name}-dark.svg`);
  return (
    <Zoomable label="Enlarge diagram" layout="block">
      <ThemedImage className={styles.diagram} sources={{light, dark}} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </Zoomable>
  );
}
