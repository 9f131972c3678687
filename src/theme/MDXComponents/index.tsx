/**
 * Markdown tables scroll sideways on narrow screens (Infima makes them
 * block-level with overflow), so they must be reachable by keyboard (WCAG 2.1.1).
 * `diagram` shows the drawn Mermaid diagrams (plugins/prerendered-diagrams);
 * `HydrateLater` wraps each top-level block (plugins/hydrate-later).
 */
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import PrerenderedDiagram from '@site/src/components/PrerenderedDiagram';
import HydrateLater from '@site/src/components/HydrateLater';

function ScrollableTable(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: ScrollableTable, diagram: PrerenderedDiagram, HydrateLater};
