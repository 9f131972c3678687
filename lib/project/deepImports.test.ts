import {describe, expect, test} from 'vitest';
import {deepImportPackage, undeclaredDeepImport} from './deepImports';

describe('deepImportPackage', () => {
  test.each([
    ['@docusaurus/core/lib/client/browserContext', '@docusaurus/core'],
    ['@docusaurus/core/lib/client/docusaurus.js?original', '@docusaurus/core'],
    ['@docusaurus/theme-common/internal', '@docusaurus/theme-common'],
    ['@docsearch/css/dist/modal.css', '@docsearch/css'],
    ['@docsearch/react/dist/esm/DocSearchModal.js', '@docsearch/react'],
    ['mermaid/dist/mermaid.min.js', 'mermaid'],
    ['some-package/src/helper', 'some-package'],
    ['@theme-init/CodeBlock', '@theme-init'],
    ['@generated/docusaurus.config', '@docusaurus/core'],
    ['@generated/site-storage', '@docusaurus/core'],
  ])('%s reaches into %s', (specifier, packageName) => {
    expect(deepImportPackage(specifier)).toBe(packageName);
  });

  test.each([
    'react',
    'react-dom/server',
    '@docusaurus/theme-common',
    '@docusaurus/plugin-content-docs/client',
    '@docsearch/react/modal',
    '@modelcontextprotocol/sdk/server/mcp.js',
    'prismjs/components/prism-core',
    'tsx/esm/api',
    './lib/x',
    '../../lib/content/parseDocSource',
    '@site/lib/content/diagrams',
    '@theme-original/CodeBlock/Content',
    '@theme/CodeBlock/Content/String',
    'node:fs',
  ])('%s is public', (specifier) => {
    expect(deepImportPackage(specifier)).toBeNull();
  });
});

describe('undeclaredDeepImport', () => {
  const touchpoints = [{name: 'browser context', target: {package: '@docusaurus/core'}, siteFiles: ['src/a.tsx']}];

  test('allows a deep import in a file listed for that package, and any public import', () => {
    expect(undeclaredDeepImport('src/a.tsx', '@docusaurus/core/lib/client/browserContext', touchpoints)).toBeNull();
    expect(undeclaredDeepImport('src/b.tsx', 'react', touchpoints)).toBeNull();
  });

  test("an import of Docusaurus's generated files is a reach into @docusaurus/core, not a site alias", () => {
    expect(undeclaredDeepImport('src/b.tsx', '@generated/docusaurus.config', touchpoints)).toMatch(
      /reaches past @docusaurus\/core's public entry points, and no touchpoint lists src\/b\.tsx/,
    );
    expect(undeclaredDeepImport('src/a.tsx', '@generated/site-storage', touchpoints)).toBeNull();
  });

  test('names the import and the file, and what to do, otherwise', () => {
    expect(undeclaredDeepImport('src/b.tsx', '@docusaurus/core/lib/client/browserContext', touchpoints)).toMatch(
      /^"@docusaurus\/core\/lib\/client\/browserContext" reaches past @docusaurus\/core's public entry points, and no touchpoint lists src\/b\.tsx: .*touchpoints\.ts/,
    );
    expect(undeclaredDeepImport('src/a.tsx', '@docusaurus/theme-common/internal', touchpoints)).toMatch(
      /the touchpoints that list src\/a\.tsx \("browser context"\) reach into other packages/,
    );
  });
});
