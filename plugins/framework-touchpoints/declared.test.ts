/**
 * The register (touchpoints.ts) lists every place where the site's code reaches
 * past a framework's public APIs: a reach found in a file that no entry of a
 * matching kind lists fails here, as does a src/theme file that wraps no
 * @theme-original component and that no entry lists. Deep imports are also
 * ESLint's (lib/project/deepImportsRule.ts); they are checked here too, so
 * that `npx vitest` alone catches one.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {deepImportPackage, undeclaredDeepImport} from '../../lib/project/deepImports';
import {importsOf} from '../../lib/project/findUndeclaredImports';
import {frameworkReachesOf, type ReachKind} from '../../lib/project/frameworkReaches';
import {projectSourceFiles} from '../../lib/project/projectSourceFiles';
import {TOUCHPOINTS, type Touchpoint, type TouchpointKind} from './touchpoints';

const SITE_DIR = path.resolve(__dirname, '../..');
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** The kinds of entry that may declare each reach. */
const DECLARED_BY: Record<ReachKind, TouchpointKind[]> = {
  'module replacement': ['module replaced'],
  'resolve alias': ['package aliased', 'bundle patch'],
  'page template': ['template change', 'config rewrite'],
  'prototype patch': ['runtime wrapper'],
  'global redefined': ['runtime wrapper'],
  'bundler runtime wrapped': ['runtime wrapper'],
  'site config rewritten': ['config rewrite'],
};

/** Reaches that touch no package's code, each with its reason. */
const NOT_TOUCHPOINTS: {file: string; kind: ReachKind; reason: string}[] = [
  {
    file: 'plugins/search-records/index.ts',
    kind: 'resolve alias',
    reason: "the site's own module name for the search index points at the files the build generates",
  },
  {file: 'vitest.config.mts', kind: 'resolve alias', reason: "the unit tests resolve the site's @site/ imports as Docusaurus does"},
  {file: 'vitest.build.config.mts', kind: 'resolve alias', reason: "the built-file tests resolve the site's @site/ imports as Docusaurus does"},
];

export type Undeclared = {file: string; what: string};

/** Reaches in project files that no entry of a matching kind lists. */
export function undeclaredReaches(files: Record<string, string>, touchpoints: readonly Touchpoint[]): Undeclared[] {
  return Object.entries(files).flatMap(([file, text]) =>
    frameworkReachesOf(file, text)
      .filter(({kind}) => !NOT_TOUCHPOINTS.some((allowed) => allowed.file === file && allowed.kind === kind))
      .filter(({kind}) => !touchpoints.some((touchpoint) => touchpoint.siteFiles.includes(file) && DECLARED_BY[kind].includes(touchpoint.kind)))
      .map(({kind, line, code}) => ({file, what: `${kind} at line ${line}: ${code}`})),
  );
}

/** src/theme code files that wrap no @theme-original component and that no entry lists. */
export function undeclaredThemeFiles(files: Record<string, string>, touchpoints: readonly Touchpoint[]): Undeclared[] {
  return Object.entries(files)
    .filter(([file]) => file.startsWith('src/theme/'))
    .filter(([file, text]) => !importsOf(file, text).some(({specifier}) => specifier.startsWith('@theme-original/')))
    .filter(([file]) => !touchpoints.some((touchpoint) => touchpoint.siteFiles.includes(file)))
    .map(([file]) => ({file, what: 'a src/theme file that wraps no @theme-original component: an ejected copy or a replaced component'}));
}

/** Deep imports in files no entry lists for that package. */
export function undeclaredDeepImports(files: Record<string, string>, touchpoints: readonly Touchpoint[]): Undeclared[] {
  return Object.entries(files).flatMap(([file, text]) =>
    importsOf(file, text).flatMap(({specifier}) => {
      const problem = undeclaredDeepImport(file, specifier, touchpoints);
      return problem ? [{file, what: problem}] : [];
    }),
  );
}

const projectFiles: Record<string, string> = Object.fromEntries(
  projectSourceFiles(SITE_DIR)
    .filter((file) => !TEST_FILE.test(file))
    .map((file) => [file, readFileSync(path.join(SITE_DIR, file), 'utf8')]),
);

describe('the touchpoint register', () => {
  test('declares every module replacement, alias, template change, patched global and rewritten config', () => {
    expect(undeclaredReaches(projectFiles, TOUCHPOINTS)).toEqual([]);
  });

  test('declares every src/theme file that does not wrap the theme’s component', () => {
    expect(undeclaredThemeFiles(projectFiles, TOUCHPOINTS)).toEqual([]);
  });

  test('declares every deep import', () => {
    expect(undeclaredDeepImports(projectFiles, TOUCHPOINTS)).toEqual([]);
  });

  test('lists no deep import the code no longer makes', () => {
    const stale = TOUCHPOINTS.filter((touchpoint) => touchpoint.kind === 'deep import')
      .filter((touchpoint) =>
        touchpoint.siteFiles.every(
          (file) => !importsOf(file, projectFiles[file] ?? '').some(({specifier}) => deepImportPackage(specifier) === touchpoint.target.package),
        ),
      )
      .map((touchpoint) => touchpoint.name);
    expect(stale).toEqual([]);
  });

  test('records the hash of the upstream file each ejected copy copies', () => {
    const unhashed = TOUCHPOINTS.filter((touchpoint) => touchpoint.kind === 'ejected copy' && touchpoint.target.sha256 === null);
    expect(unhashed.map((touchpoint) => touchpoint.name)).toEqual([]);
  });
});

describe('a new undeclared touchpoint', () => {
  const withFile = (file: string, text: string) => ({...projectFiles, [file]: text});

  test('fails: a module swapped, a package aliased, the template set, a global patched', () => {
    const plugin = [
      'export default function p(context) {',
      '  return {configureWebpack: (_c, _s, {currentBundler}) => ({',
      "    plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/x/, 'y')],",
      "    resolve: {alias: {'react-dom$': 'preact/compat'}},",
      '  })};',
      '}',
      "context.siteConfig.ssrTemplate = '<html>';",
      'History.prototype.pushState = () => {};',
      "Object.defineProperty(window, 'fetch', {value: null});",
    ].join('\n');
    expect(undeclaredReaches(withFile('plugins/new/index.ts', plugin), TOUCHPOINTS).map(({what}) => what.split(' at ')[0])).toEqual([
      'module replacement',
      'resolve alias',
      'page template',
      'prototype patch',
      'global redefined',
    ]);
  });

  test('fails: a src/theme file that does not wrap the original', () => {
    const ejected = "import clsx from 'clsx';\nexport default function Footer() { return null; }\n";
    expect(undeclaredThemeFiles(withFile('src/theme/Footer/Links/index.tsx', ejected), TOUCHPOINTS)).toEqual([
      {file: 'src/theme/Footer/Links/index.tsx', what: expect.stringMatching(/wraps no @theme-original/)},
    ]);
  });

  test('fails: a deep import in a file no entry lists, or listed for another package', () => {
    const found = undeclaredDeepImports(
      {
        'src/components/New/index.tsx': "import {useLocalPathname} from '@docusaurus/theme-common/internal';",
        'src/components/HydrateLater/later.tsx': "import x from '@docsearch/react/dist/esm/DocSearchModal.js';",
      },
      TOUCHPOINTS,
    );
    expect(found.map(({what}) => what)).toEqual([
      expect.stringMatching(/no touchpoint lists src\/components\/New\/index\.tsx/),
      expect.stringMatching(/"Docusaurus's browser context"\) reach into other packages/),
    ]);
  });

  test('passes once an entry of the matching kind lists it, and not for an entry of another kind', () => {
    const file = 'plugins/new/index.ts';
    const files = {[file]: "export default () => ({configureWebpack: () => ({resolve: {alias: {'react-dom$': 'x'}}})});"};
    const entry = (kind: TouchpointKind): Touchpoint => ({...TOUCHPOINTS[0]!, kind, siteFiles: [file]});
    expect(undeclaredReaches(files, [entry('package aliased')])).toEqual([]);
    expect(undeclaredReaches(files, [entry('deep import')])).toHaveLength(1);
  });
});
