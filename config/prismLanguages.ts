/**
 * Prism languages the site loads. Code blocks run on bare prism-core
 * (src/prism/prismReactRenderer.ts), which knows only plain text, so every
 * fence language used in docs/ must come from this list
 * (config/prismLanguages.test.ts). Names are prismjs component names, in load
 * order: clike first, because javascript and solidity extend it.
 */
export const PRISM_ADDITIONAL_LANGUAGES = ['clike', 'javascript', 'bash', 'diff', 'ini', 'json', 'solidity', 'toml', 'yaml'];

/** Fences drawn by another renderer than Prism. */
export const NON_PRISM_FENCES: Readonly<Record<string, string>> = {
  mermaid: 'drawn as diagrams (npm run generate:diagrams, plugins/prerendered-diagrams)',
};
