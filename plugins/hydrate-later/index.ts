/**
 * Wraps each top-level block of a doc's Markdown in <HydrateLater>
 * (src/components/HydrateLater), so that a long page hydrates its article a
 * block at a time instead of all at once. A remark plugin for the docs
 * plugins' remarkPlugins: it runs after Docusaurus's own plugins, once
 * admonitions, details and Mermaid diagrams have their final form, and after
 * the table of contents is read.
 *
 * Only blocks known to render exactly one element are wrapped (each is a
 * Suspense boundary that React hydrates after the page's frame). Headings are left alone
 * (cheap to hydrate, and read by other plugins), as are imports, exports,
 * expressions and components not listed here.
 *
 * `recmaRenderLater` (for recmaPlugins, with the remark plugin) then hands each
 * wrapper a function that builds its block instead of the built block, so the
 * first render of a long doc creates the wrappers only, and each block's
 * elements are made (and its code compiled) when the block's turn comes.
 */
import type {Root, RootContent} from 'mdast';
import type {CallExpression, Node as EstreeNode, Program, Property} from 'estree';

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
  // Docusaurus leaves a `:::note` as a container directive that becomes <admonition> only when turned into HTML.
  if (node.type === 'containerDirective') return (node.data as {hName?: string} | undefined)?.hName === 'admonition';
  return ONE_ELEMENT_BLOCKS.has(node.type);
}

export function remarkHydrateLater() {
  return (root: Root): void => {
    root.children = root.children.map((node) =>
      rendersOneElement(node) ? ({type: 'mdxJsxFlowElement', name: WRAPPER_NAME, attributes: [], children: [node]} as RootContent) : node,
    );
  };
}

/** The JSX runtime's factories as MDX compiles them (production and development). */
const JSX_FACTORIES = new Set(['_jsx', '_jsxs', '_jsxDEV']);

/** The `children` property of a `_jsx(HydrateLater, {children: …})` call, if `node` is one. */
function wrapperChildren(node: EstreeNode): Property | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const {
    callee,
    arguments: [component, props],
  } = node;
  if (callee.type !== 'Identifier' || !JSX_FACTORIES.has(callee.name)) return undefined;
  if (component?.type !== 'Identifier' || component.name !== WRAPPER_NAME || props?.type !== 'ObjectExpression') return undefined;
  return props.properties.find(
    (property): property is Property => property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'children',
  );
}

/** `_jsx(HydrateLater, {children: block})` becomes `_jsx(HydrateLater, {render: () => block})`. */
export function recmaRenderLater() {
  return (program: Program): void => {
    const visit = (node: EstreeNode): void => {
      const children = wrapperChildren(node);
      if (children) {
        children.key = {type: 'Identifier', name: 'render'};
        children.value = {
          type: 'ArrowFunctionExpression',
          params: [],
          body: children.value as CallExpression,
          expression: true,
          async: false,
          generator: false,
        };
      }
      for (const value of Object.values(node)) {
        for (const child of Array.isArray(value) ? value : [value]) {
          if (child && typeof child === 'object' && typeof (child as EstreeNode).type === 'string') visit(child as EstreeNode);
        }
      }
    };
    visit(program);
  };
}
