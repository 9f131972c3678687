/**
 * Prism languages the site loads on top of prism-react-renderer's built-in set.
 * Every fence language used in docs/ must be in one of the two
 * (config/prismLanguages.test.ts); names are prismjs component names.
 */
export const PRISM_ADDITIONAL_LANGUAGES = ['bash', 'diff', 'ini', 'json', 'solidity', 'toml', 'yaml'];

/** Fences drawn by another renderer than Prism. */
export const NON_PRISM_FENCES: Readonly<Record<string, string>> = {
  mermaid: '@docusaurus/theme-mermaid draws these as diagrams',
};
