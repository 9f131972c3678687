/**
 * Which way imports run between the project's folders (README "Layout"):
 *
 *   entry points  docusaurus.config.ts, sidebars.ts, scripts/, bench/, tests/, mcp/, every *.test.ts
 *        ↓
 *   glue          plugins/ (Docusaurus plugins)        render   src/components, src/theme, src/pages, src/clientModules
 *        ↓                                                ↓
 *   library       lib/ (build-time: content pipeline, generators, project checks), config/, and src/'s other
 *                 folders (search, ask, env, logs, errors, data, …: logic the pages and the MCP server share)
 *
 * A module imports its own layer or one below it, never one above; plugins and components do not import
 * each other (what both need lives in the library); docs/ holds pages, not code.
 */
import path from 'node:path';
import type {ImportUse} from './findUndeclaredImports';

export type Layer = 'entry' | 'glue' | 'render' | 'library' | 'docs';

const RANK: Record<Layer, number> = {library: 0, glue: 1, render: 1, entry: 2, docs: 3};
const RENDER_FOLDERS = ['src/components/', 'src/theme/', 'src/pages/', 'src/clientModules/'];
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** The layer of a project file (a path relative to the site, with `/`). */
export function layerOf(file: string): Layer {
  if (file.startsWith('docs/')) return 'docs';
  if (TEST_FILE.test(file)) return 'entry';
  if (file.startsWith('plugins/')) return 'glue';
  if (RENDER_FOLDERS.some((folder) => file.startsWith(folder))) return 'render';
  if (file.startsWith('lib/') || file.startsWith('config/') || file.startsWith('src/')) return 'library';
  return 'entry';
}

/** The project file an import names (`./x`, `../y`, `@site/z`), or null for a package. */
export function importedPath(importer: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.posix.join(path.posix.dirname(importer), specifier);
  return null;
}

export type BoundaryViolation = {file: string; specifier: string; reason: string};
/** An import allowed against the rules for now, with the reason it stays. */
export type BoundaryException = {file: string; imported: string; reason: string};

export function boundaryViolations(uses: readonly ImportUse[], exceptions: readonly BoundaryException[] = []): BoundaryViolation[] {
  return uses.flatMap(({file, specifier}) => {
    const imported = importedPath(file, specifier);
    if (imported === null) return [];
    // Markdown and MDX under docs/ are content (partials); only code there is out of place.
    if (imported.startsWith('docs/') && /\.mdx?$/.test(imported)) return [];
    if (exceptions.some((exception) => exception.file === file && imported.startsWith(exception.imported))) return [];
    const from = layerOf(file);
    const to = layerOf(imported);
    if (to === 'docs') return [{file, specifier, reason: 'imports code from docs/, which holds pages only'}];
    if (RANK[to] > RANK[from]) return [{file, specifier, reason: `a ${from} module imports up, from ${to} (${imported})`}];
    if ((from === 'glue' && to === 'render') || (from === 'render' && to === 'glue')) {
      return [{file, specifier, reason: `plugins and components do not import each other (${imported}): move what both need to the library`}];
    }
    return [];
  });
}
