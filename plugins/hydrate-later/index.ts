/**
 * Wraps each top-level block of a doc's Markdown in <HydrateLater>
 * (src/components/HydrateLater), so that a long page hydrates its article a
 * few blocks per task instead of all at once. A remark plugin for the docs
 * plugins' remarkPlugins: it runs after Docusaurus's own plugins, once
 * admonitions, details and Mermaid diagrams have their final form, and after
 * the table of contents is read.
 *
 * Only blocks known to render exactly one element are wrapped: while a block
 * waits, Preact keeps the one element in its place. Headings are left alone
 * (cheap to hydrate, and read by other plugins), as are imports, exports,
 * expressions and components not listed here.
 */
import type {Root, RootContent} from 'mdast';

export const WRAPPER_NAME = 'HydrateLater';

const ONE_ELEMENT_BLOCKS = new Set<string>(['paragraph', 'list', 'table', 'blockquote', 'code', 'thematicBreak', 'prerenderedDiagram']);

/** MDX components (and HTML elements written as JSX) that render one element. */
export const ONE_ELEMENT_COMPONENTS = new Set<string>([
  'admonition',
  'details',
  'Tabs',
  'EnvBuilder',
  'EnvChecker',
  'EnvReferenceTable',
  'ErrorCodeReference',
  'HoodiNetworkTable',
  'LogTroubleshooter',
  'PanicCodeTable',
  'RevertDecoder',
  'StandardErrors',
]);

export function rendersOneElement(node: RootContent): boolean {
  if (node.type === 'mdxJsxFlowElement') return node.name !== null && ONE_ELEMENT_COMPONENTS.has(node.name);
  return ONE_ELEMENT_BLOCKS.has(node.type);
}

export function remarkHydrateLater() {
  return (root: Root): void => {
    root.children = root.children.map((node) =>
      rendersOneElement(node) ? ({type: 'mdxJsxFlowElement', name: WRAPPER_NAME, attributes: [], children: [node]} as RootContent) : node,
    );
  };
}
