/**
 * Imports that reach past a package's public entry points: its built folders
 * (`lib/`, `dist/`, `src/`, `build/`), an entry it marks
 * internal (`@docusaurus/theme-common/internal`), `@theme-init/…`, which is
 * meant for themes that enhance another theme, or `@generated/…`, the files
 * @docusaurus/core writes for its own client (lib/server/codegen/codegen.js),
 * which the client API's documentation (https://docusaurus.io/docs/docusaurus-core)
 * does not list: the documented way to the site config is useDocusaurusContext
 * (https://github.com/facebook/docusaurus/pull/3058 prefers it to importing
 * the generated file). Such an import is allowed only
 * in a file that a touchpoint (plugins/framework-touchpoints/touchpoints.ts)
 * lists, for that touchpoint's package: the ESLint rule (deepImportsRule.ts)
 * and plugins/framework-touchpoints/declared.test.ts both read this.
 */
import {packageOf} from './findUndeclaredImports';

/** What of a touchpoint this reads: the package it reaches into and the site files that do. */
export type DeclaredDeepImports = {name: string; target: {package: string}; siteFiles: readonly string[]};

/** The site's and Docusaurus's documented module names (webpack aliases), which name no package. */
const SITE_ALIASES = ['@site/', '@theme/', '@theme-original/', '@surge/'];
/** Docusaurus's generated files, aliased for its own client code: a reach into @docusaurus/core. */
const GENERATED = '@generated/';
const BUILT_FOLDER = /^\/(?:.+\/)?(?:lib|dist|src|build)(?:\/|$)/;
const INTERNAL_ENTRY = /\/internal(?:[/?]|$)/;

/** The package a deep import reaches into (`@theme-init` for `@theme-init/…`), or null for a public import. */
export function deepImportPackage(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (SITE_ALIASES.some((prefix) => specifier.startsWith(prefix))) return null;
  if (specifier.startsWith('@theme-init/')) return '@theme-init';
  if (specifier.startsWith(GENERATED)) return '@docusaurus/core';
  const packageName = packageOf(specifier);
  const subpath = specifier.slice(packageName.length);
  if (!subpath.startsWith('/')) return null;
  return BUILT_FOLDER.test(subpath) || INTERNAL_ENTRY.test(subpath) ? packageName : null;
}

/**
 * Why a file may not import this, or null when it may: the import is public, or a touchpoint lists
 * the file (a path relative to the site, with `/`) and reaches into the same package.
 */
export function undeclaredDeepImport(file: string, specifier: string, touchpoints: readonly DeclaredDeepImports[]): string | null {
  const packageName = deepImportPackage(specifier);
  if (packageName === null) return null;
  const declared = touchpoints.some((touchpoint) => touchpoint.target.package === packageName && touchpoint.siteFiles.includes(file));
  if (declared) return null;
  const listing = touchpoints.filter((touchpoint) => touchpoint.siteFiles.includes(file)).map((touchpoint) => `"${touchpoint.name}"`);
  return (
    `"${specifier}" reaches past ${packageName}'s public entry points, and ` +
    (listing.length > 0 ? `the touchpoints that list ${file} (${listing.join(', ')}) reach into other packages` : `no touchpoint lists ${file}`) +
    ': use a public API, or declare it in plugins/framework-touchpoints/touchpoints.ts (target, reason, guards).'
  );
}
