import {describe, expect, test} from 'vitest';
import {isDiagramModule} from './diagramModules';

describe('isDiagramModule', () => {
  test.each([
    '/site/node_modules/@mermaid-js/parser/dist/chunks/mermaid-parser.core/chunk-ABC.mjs',
    '/site/node_modules/mermaid/dist/chunks/mermaid.core/flowDiagram.mjs',
    '/site/node_modules/langium/lib/index.js',
    '/site/node_modules/cytoscape-cose-bilkent/cytoscape-cose-bilkent.js',
    'C:\\site\\node_modules\\d3-shape\\src\\line.js',
  ])('%s is diagram code', (resource) => {
    expect(isDiagramModule({resource})).toBe(true);
  });

  test.each([
    '/site/node_modules/@mdx-js/react/lib/index.js',
    '/site/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/site/src/theme/Mermaid/index.tsx',
    '/site/node_modules/@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
  ])('%s is not', (resource) => {
    expect(isDiagramModule({resource})).toBe(false);
  });

  test('prefers the name the bundler uses for conditions', () => {
    expect(isDiagramModule({resource: '/site/src/x.ts', nameForCondition: () => '/site/node_modules/mermaid/dist/x.mjs'})).toBe(true);
  });
});
