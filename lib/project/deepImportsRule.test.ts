import {Linter, type Linter as LinterTypes} from 'eslint';
import tseslint from 'typescript-eslint';
import {expect, test} from 'vitest';
import {declaredDeepImportsRule} from './deepImportsRule';

const touchpoints = [{name: 'browser context', target: {package: '@docusaurus/core'}, siteFiles: ['src/a.tsx']}];
const config: LinterTypes.Config[] = [
  {
    files: ['**/*.tsx'],
    languageOptions: {parser: tseslint.parser},
    plugins: {touchpoints: {rules: {'declared-deep-imports': declaredDeepImportsRule}}},
    rules: {'touchpoints/declared-deep-imports': ['error', {siteDir: '/site', touchpoints}]},
  },
];
const lint = (file: string, code: string) => new Linter({cwd: '/site'}).verify(code, config, `/site/${file}`).map(({line, message}) => ({line, message}));

test('reports deep imports of every form in a file no touchpoint lists', () => {
  const code = [
    "import {Context} from '@docusaurus/core/lib/client/browserContext';",
    "export {x} from '@docusaurus/theme-common/internal';",
    "export * from '@docsearch/react/dist/esm/DocSearchModal.js';",
    "const lazy = import('@docsearch/css/dist/modal.css');",
    "const required = require('mermaid/dist/mermaid.min.js');",
    "import siteConfig from '@generated/docusaurus.config';",
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
  ].join('\n');
  expect(lint('src/b.tsx', code).map(({line}) => line)).toEqual([1, 2, 3, 4, 5, 6]);
});

test("allows them where a touchpoint lists the file for the import's package", () => {
  const code = "import {Context} from '@docusaurus/core/lib/client/browserContext';\nimport {y} from '@docusaurus/theme-common/internal';";
  expect(lint('src/a.tsx', code)).toEqual([{line: 2, message: expect.stringMatching(/reach into other packages/)}]);
});
