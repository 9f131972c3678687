/** Wraps Mermaid diagrams so they open in a zoom view (click, Enter or Space). */
import type {ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import Zoomable from '@site/src/components/Zoomable';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <Zoomable label="Enlarge diagram" layout="block">
      <Mermaid {...props} />
    </Zoomable>
  );
}
