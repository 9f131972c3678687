/**
 * Every package the project's code imports must be declared in package.json,
 * not merely present because another package brought it along. Import
 * specifiers come from TypeScript's own pre-processor (static and dynamic
 * imports, re-exports, require calls, type-only imports included).
 */
import {isBuiltin} from 'node:module';
import ts from 'typescript';

export type ImportUse = {file: string; specifier: string};
export type UndeclaredImport = ImportUse & {packageName: string};

/**
 * Specifiers that name no package: webpack aliases the site and Docusaurus set up.
 * `@docusaurus/<Name>` client modules (Link, router, useBaseUrl…) are aliases into
 * @docusaurus/core; `isAlias` below recognises them by having no package of their own.
 */
const ALIAS_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/', '@surge/'];

/** The package a bare specifier names: `a/b` → `a`, `@s/a/b` → `@s/a`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Type-only packages resolve through DefinitelyTyped: `mdast` → `@types/mdast`. */
export function typesPackageOf(packageName: string): string {
  return `@types/${packageName.startsWith('@') ? packageName.slice(1).replace('/', '__') : packageName}`;
}

export function importsOf(file: string, source: string): ImportUse[] {
  return ts.preProcessFile(source, true, true).importedFiles.map(({fileName}) => ({file, specifier: fileName}));
}

type Options = {
  declared: ReadonlySet<string>;
  /** Whether a package is installed under that name (a `@docusaurus/<Name>` alias is not). */
  isInstalled: (packageName: string) => boolean;
};

export function findUndeclaredImports(uses: readonly ImportUse[], {declared, isInstalled}: Options): UndeclaredImport[] {
  return uses.flatMap((use) => {
    const {specifier} = use;
    if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return [];
    if (ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) return [];
    const packageName = packageOf(specifier);
    if (packageName.startsWith('@docusaurus/') && !isInstalled(packageName)) {
      return declared.has('@docusaurus/core') ? [] : [{...use, packageName: '@docusaurus/core'}];
    }
    if (declared.has(packageName) || declared.has(typesPackageOf(packageName))) return [];
    return [{...use, packageName}];
  });
}
