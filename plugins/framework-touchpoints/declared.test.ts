/**
 * The register (touchpoints.ts) lists every place where the site's code reaches
 * past a framework's public APIs: a reach found in a file that no entry of a
 * matching kind lists fails here, as does a reach into a named package (a path
 * into it, an attribute or id Docusaurus puts in the page, a name the MDX
 * compiler writes) in a file that no entry lists for that package, and a
 * src/theme file that wraps no @theme-original component and that no entry
 * lists. Deep imports are also ESLint's (lib/project/deepImportsRule.ts);
 * they are checked here too, so that `npx vitest` alone catches one.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {deepImportPackage, undeclaredDeepImport} from '../../lib/project/deepImports';
import {importsOf} from '../../lib/project/findUndeclaredImports';
import {frameworkReachesOf, type CodeReachKind, type FrameworkReach, type ReachKind} from '../../lib/project/frameworkReaches';
import {projectSourceFiles} from '../../lib/project/projectSourceFiles';
import {TOUCHPOINTS, type Touchpoint, type TouchpointKind} from './touchpoints';

const SITE_DIR = path.resolve(__dirname, '../..');
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** The names of the packages in node_modules (`infima`, `@docusaurus/core`…). */
export function installedPackages(siteDir: string): Set<string> {
  const modules = path.join(siteDir, 'node_modules');
  return new Set(
    readdirSync(modules)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name])),
  );
}

const PACKAGES = installedPackages(SITE_DIR);

/** The kinds of entry that may declare each reach the code shows; a reach into a named package is declared by an entry for that package. */
const DECLARED_BY: Record<CodeReachKind, TouchpointKind[]> = {
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
  {file: 'lib/project/frameworkReaches.ts', kind: 'framework markup', reason: 'the finder names the attributes and ids it looks for'},
  {file: 'plugins/framework-touchpoints/touchpoints.ts', kind: 'framework markup', reason: 'the register says in words what each entry reads'},
  {file: 'plugins/framework-touchpoints/touchpoints.ts', kind: 'compiled output', reason: 'the register says in words what each entry reads'},
  {
    file: 'scripts/generate-diagrams.ts',
    kind: 'package file path',
    reason:
      'mermaid\'s package exports every file (its exports map has "./*") and its usage page loads a bundle from dist/ (https://mermaid.js.org/config/usage.html); the script loads dist/mermaid.min.js into a browser page',
  },
];

export type Undeclared = {file: string; what: string};

/**
 * Reaches into a package that only an entry of their own kind declares: an entry for the same package
 * that reaches in another way (the page template, say) does not say that the file reads these.
 */
const OWN_KIND: Partial<Record<ReachKind, TouchpointKind>> = {'framework markup': 'framework markup', 'compiled output': 'compiled output'};

/**
 * Whether an entry that lists the file declares the reach: one of a matching kind; for a reach into a
 * package, one for that package (its target or one of its other packages), of the reach's own kind where it has one.
 */
function declares(touchpoint: Touchpoint, reach: FrameworkReach): boolean {
  if (!touchpoint.siteFiles.includes(reach.file)) return false;
  if (reach.package === undefined) return DECLARED_BY[reach.kind].includes(touchpoint.kind);
  const ownKind = OWN_KIND[reach.kind];
  if (ownKind !== undefined && touchpoint.kind !== ownKind) return false;
  return touchpoint.target.package === reach.package || (touchpoint.otherPackages ?? []).includes(reach.package);
}

/** A string that is a touchpoint's name (switch.ts, TOUCHPOINTS_OFF) labels it; what the name says is no reach. */
function isTouchpointName(reach: FrameworkReach, touchpoints: readonly Touchpoint[]): boolean {
  return touchpoints.some(({name}) => [`'${name}'`, `"${name}"`].includes(reach.code));
}

/** Reaches in project files that no entry of a matching kind, or for the package reached into, lists. */
export function undeclaredReaches(files: Record<string, string>, touchpoints: readonly Touchpoint[], packages: ReadonlySet<string> = PACKAGES): Undeclared[] {
  return Object.entries(files).flatMap(([file, text]) =>
    frameworkReachesOf(file, text, {packages})
      .filter(({kind}) => !NOT_TOUCHPOINTS.some((allowed) => allowed.file === file && allowed.kind === kind))
      .filter((reach) => !isTouchpointName(reach, touchpoints))
      .filter((reach) => !touchpoints.some((touchpoint) => declares(touchpoint, reach)))
      .map(({kind, line, code, package: packageName}) => ({file, what: `${kind}${packageName ? ` into ${packageName}` : ''} at line ${line}: ${code}`})),
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
  test('declares every module replacement, alias, template change, patched global, rewritten config and reach into a named package', () => {
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

  test('fails: a path into a package, an attribute or id Docusaurus puts in the page, a name the MDX compiler writes', () => {
    const plugin = [
      'const presetEnv = /[\\\\/]postcss-preset-env[\\\\/]/;',
      'const algoliaStyles = /theme-search-algolia[\\\\/]lib[\\\\/]theme[\\\\/]SearchBar[\\\\/]styles\\.css/;',
      "const loader = require.resolve('@docusaurus/core/lib/client/docusaurus.js');",
      'const ready = \'html[data-has-hydrated="true"]\';',
      "const banner = document.getElementById('__docusaurus-base-url-issue-banner-container');",
      'const loaded = Boolean(window.docusaurus);',
      "const factories = new Set(['_jsx']);",
    ].join('\n');
    expect(undeclaredReaches({'plugins/new/index.ts': plugin}, TOUCHPOINTS).map(({what}) => what.split(' at ')[0])).toEqual([
      'package file path into postcss-preset-env',
      'package file path into @docusaurus/theme-search-algolia',
      'package file path into @docusaurus/core',
      'framework markup into @docusaurus/core',
      'framework markup into @docusaurus/core',
      'framework markup into @docusaurus/core',
      'compiled output into estree-util-build-jsx',
    ]);
  });

  test('fails: a reach into a package in a file the register lists for another package only', () => {
    // plugins/stylesheets/unusedInfima.ts is listed for infima, not for postcss-preset-env or @docusaurus/core.
    const file = 'plugins/stylesheets/unusedInfima.ts';
    const text = [projectFiles[file], 'const presetEnv = /[\\\\/]postcss-preset-env[\\\\/]/;', "const root = document.getElementById('__docusaurus');"].join(
      '\n',
    );
    expect(undeclaredReaches({[file]: text}, TOUCHPOINTS).map(({what}) => what.split(' at ')[0])).toEqual([
      'package file path into postcss-preset-env',
      'framework markup into @docusaurus/core',
    ]);
  });

  test('fails: an attribute or id Docusaurus puts in the page, in a file listed for @docusaurus/core by an entry of another kind', () => {
    // plugins/react-server/index.ts is listed for @docusaurus/core as a module replaced.
    const file = 'plugins/react-server/index.ts';
    const text = `${projectFiles[file]}\nconst root = document.getElementById('__docusaurus');`;
    expect(undeclaredReaches({[file]: text}, TOUCHPOINTS).map(({what}) => what.split(' at ')[0])).toEqual(['framework markup into @docusaurus/core']);
  });

  test('a reach into a package passes once an entry lists the file for that package, as its target or one of its other packages', () => {
    const file = 'plugins/new/index.ts';
    const files = {[file]: 'const presetEnv = /[\\\\/]postcss-preset-env[\\\\/]/;'};
    const entry = (target: string, otherPackages?: string[]): Touchpoint => ({
      ...TOUCHPOINTS[0]!,
      target: {...TOUCHPOINTS[0]!.target, package: target},
      otherPackages,
      siteFiles: [file],
    });
    expect(undeclaredReaches(files, [entry('postcss-preset-env')])).toEqual([]);
    expect(undeclaredReaches(files, [entry('@docusaurus/bundler', ['postcss-preset-env'])])).toEqual([]);
    expect(undeclaredReaches(files, [entry('@docusaurus/bundler')])).toHaveLength(1);
  });

  test("fails: an import of Docusaurus's generated files in a file no entry lists for @docusaurus/core", () => {
    const found = undeclaredDeepImports({'src/clientModules/new.ts': "import siteConfig from '@generated/docusaurus.config';"}, TOUCHPOINTS);
    expect(found.map(({what}) => what)).toEqual([
      expect.stringMatching(/^"@generated\/docusaurus\.config" reaches past @docusaurus\/core's public entry points/),
    ]);
  });

  test("a string that is a touchpoint's name is a label, not a reach", () => {
    const file = 'plugins/new/index.ts';
    const text = "const on = touchpointIsOn('deferred route prefetch (window.docusaurus)');\nconst probe = 'window.docusaurus && go()';";
    expect(undeclaredReaches({[file]: text}, TOUCHPOINTS).map(({what}) => what)).toEqual([
      "framework markup into @docusaurus/core at line 2: 'window.docusaurus && go()'",
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
