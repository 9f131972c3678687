import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {findUndeclaredImports, importsOf, packageOf, typesPackageOf} from './findUndeclaredImports';
import {projectSourceFiles} from './projectSourceFiles';

const SITE_DIR = path.resolve(__dirname, '../..');

describe('findUndeclaredImports', () => {
  const declared = new Set(['react', '@docusaurus/core', '@types/mdast', 'viem']);
  const isInstalled = (name: string) => name !== '@docusaurus/Link';
  const find = (source: string) => findUndeclaredImports(importsOf('a.ts', source), {declared, isInstalled}).map((found) => found.packageName);

  test('reads static, dynamic, re-exported, required and type-only imports', () => {
    const source = [
      "import a from 'left-pad';",
      "import type {Root} from 'hast';",
      "export {b} from '@scope/pkg/deep/file';",
      "const c = await import('dynamic-pkg');",
      "const d = require('required-pkg');",
    ].join('\n');
    expect(find(source)).toEqual(['left-pad', 'hast', '@scope/pkg', 'dynamic-pkg', 'required-pkg']);
  });

  test('accepts declared packages, their @types, built-ins, relative paths and the site’s aliases', () => {
    const source = [
      "import React from 'react';",
      "import {parseAbi} from 'viem/utils';",
      "import type {Root} from 'mdast';",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import x from './x';",
      "import Link from '@docusaurus/Link';",
      "import Layout from '@theme/Layout';",
      "import config from '@generated/docusaurus.config';",
      "import {loadIndex} from '@surge/search-index';",
      "import y from '@site/src/y';",
      "// import z from 'in-a-comment';",
      'const s = "import w from \'in-a-string\'";',
    ].join('\n');
    expect(find(source)).toEqual([]);
  });

  test('names packages and their type packages', () => {
    expect(packageOf('@docusaurus/mdx-loader/lib/remark/headings')).toBe('@docusaurus/mdx-loader');
    expect(packageOf('unist-util-visit')).toBe('unist-util-visit');
    expect(typesPackageOf('mdast')).toBe('@types/mdast');
    expect(typesPackageOf('@babel/core')).toBe('@types/babel__core');
  });

  test('every package the project imports is declared in package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declaredHere = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const uses = projectSourceFiles(SITE_DIR).flatMap((file) => importsOf(file, readFileSync(path.join(SITE_DIR, file), 'utf8')));
    expect(uses.length).toBeGreaterThan(300);
    const installed = (name: string) => existsSync(path.join(SITE_DIR, 'node_modules', name, 'package.json'));
    const undeclared = findUndeclaredImports(uses, {declared: declaredHere, isInstalled: installed});
    expect(undeclared.map(({file, specifier, packageName}) => `${packageName} (${specifier} in ${file})`)).toEqual([]);
  });
});
