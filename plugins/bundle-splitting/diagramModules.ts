/**
 * Modules that only diagrams need. Docusaurus's `common` chunk takes every
 * module that half the routes' chunks share; once half the docs had a diagram,
 * Mermaid's parser (about 145 KB gzip) landed there and every page, diagram or
 * not, downloaded it. Keeping these modules out of `common` leaves them in the
 * chunks that Mermaid loads on demand.
 */
const DIAGRAM_PACKAGES = /[\\/]node_modules[\\/](?:@mermaid-js|mermaid|langium|chevrotain|@chevrotain|vscode-[\w-]+|cytoscape[\w-]*|d3[\w-]*|dagre[\w-]*|@dagrejs|khroma|katex|elkjs|roughjs|@braintree[\\/]sanitize-url)[\\/]/;

/** The subset of a bundler module that the test reads. */
type BundledModule = {resource?: string | null; nameForCondition?: () => string | null};

export function isDiagramModule(module: BundledModule): boolean {
  const resource = module.nameForCondition?.() ?? module.resource ?? '';
  return DIAGRAM_PACKAGES.test(resource);
}
