/**
 * The ways code reaches past a framework's public APIs that a file's syntax
 * shows, found with TypeScript's parser (comments never count):
 * a module swapped by the bundler, a resolve alias, the page template set, a
 * built-in prototype patched, a browser global redefined, the bundler runtime
 * wrapped, the site config rewritten by a plugin. Those are read from the code
 * only, never from strings. Strings and regexes count for three more, each
 * into a package it names: a path to a file inside a package (a regex a build
 * step matches module paths with, or a string naming a `lib/`, `dist/`…
 * path or a `node_modules/` one), an attribute, element id or `window`
 * property that Docusaurus puts in the page, and a name the MDX compiler
 * writes in its output, matched by a syntax-tree step (recma). Deep imports
 * are deepImports.ts. plugins/framework-touchpoints/declared.test.ts requires
 * each file found here to be listed by a touchpoint.
 */
import ts from 'typescript';
import {deepImportPackage} from './deepImports';

/** Reaches the code shows. */
export type CodeReachKind =
  'module replacement' | 'resolve alias' | 'page template' | 'prototype patch' | 'global redefined' | 'bundler runtime wrapped' | 'site config rewritten';
/** Reaches into a named package, read from strings and regexes too. */
export type PackageReachKind = 'package file path' | 'framework markup' | 'compiled output';
export type ReachKind = CodeReachKind | PackageReachKind;

type Found = {file: string; line: number; code: string};
/** A reach into a named package also says which (a touchpoint must list the file for that package). */
export type FrameworkReach = (Found & {kind: CodeReachKind; package?: undefined}) | (Found & {kind: PackageReachKind; package: string});

export type ReachOptions = {
  /** The installed packages' names (`infima`, `@docusaurus/core`…), to tell a package's folder in a path from any other. */
  packages?: ReadonlySet<string>;
};

/**
 * What Docusaurus puts in the page and the site's code reads, with the package that writes it:
 * <html data-has-hydrated> (lib/client/hasHydratedDataAttribute.js), the wrong-base-URL banner's
 * ids (lib/client/BaseUrlIssueBanner/index.js), the app's container id (lib/ssg/ssgTemplate.html.js)
 * and its client API, window.docusaurus (lib/client/clientEntry.js).
 */
const FRAMEWORK_MARKUP: {pattern: RegExp; package: string}[] = [
  {pattern: /\bdata-has-hydrated\b/, package: '@docusaurus/core'},
  {pattern: /__docusaurus-base-url-issue-banner/, package: '@docusaurus/core'},
  {pattern: /(?<![\w-])__docusaurus(?![\w-])/, package: '@docusaurus/core'},
  {pattern: /\b(?:window|globalThis|self)(?:\.docusaurus\b|\[\s*['"`]docusaurus['"`]\s*\])/, package: '@docusaurus/core'},
];

/** The JSX runtime's names as MDX's compile writes them (estree-util-build-jsx): `_jsx(…)`, `_jsxs`, `_jsxDEV`, `_Fragment`. */
const COMPILED_OUTPUT: {pattern: RegExp; package: string}[] = [{pattern: /(?<![\w$])_(?:jsxs?|jsxDEV|Fragment)\b/, package: 'estree-util-build-jsx'}];

/** Folders of a package's build, after a scoped package's name without its scope (`theme-search-algolia/lib/…`). */
const BUILT_FOLDERS = new Set(['lib', 'dist', 'src', 'build']);

const GLOBALS = new Set(['window', 'globalThis', 'document', 'navigator', 'self']);
const TEMPLATE_OPTIONS = new Set(['ssrTemplate']);
/** Names that hold the site config in Docusaurus's plugin API. */
const CONFIG_NAMES = /\b(?:siteConfig|themeConfig)\b/;

function propertyName(name: ts.PropertyName | ts.MemberName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : null;
}

/** The identifier an access chain starts from: `a` for `a.b[c].d`. */
function rootIdentifier(expression: ts.Expression): string | null {
  let current = expression;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current.text : null;
}

/**
 * The file path a regex matches, as far as its text shows: a separator written for every platform,
 * `[\\/]`, reads as `/`, and so does `\/` in a regex that names node_modules; `\.` reads as `.`. A
 * regex with neither (`/lighthouse\/syncing/`, words of a log line) names no file.
 */
function regexPath(source: string): string {
  const slash = source.includes('node_modules') ? '/' : ' ';
  return source
    .replace(/\[(?:\\\\\/|\/\\\\)\]/g, '/')
    .replace(/\\\//g, slash)
    .replace(/\\\./g, '.');
}

/** Scoped packages by their own name (`theme-search-algolia`), when one package alone has it. */
function scopedByOwnName(packages: ReadonlySet<string>): Map<string, string | null> {
  const byOwnName = new Map<string, string | null>();
  for (const name of packages) {
    if (!name.startsWith('@')) continue;
    const own = name.slice(name.indexOf('/') + 1);
    byOwnName.set(own, byOwnName.has(own) ? null : name);
  }
  return byOwnName;
}

/**
 * Packages whose folder a path names: `/infima/`, `@docsearch/css/dist/…`, or a scoped package's own
 * name before its build folder (`theme-search-algolia/lib/…`).
 */
export function packagesInPath(pathText: string, packages: ReadonlySet<string>): string[] {
  const byOwnName = scopedByOwnName(packages);
  const found = new Set<string>();
  for (const run of pathText.match(/[@\w.\-/]+/g) ?? []) {
    if (!run.includes('/')) continue;
    const segments = run.split('/');
    for (let index = 0; index < segments.length; index += 1) {
      const segment = segments[index]!;
      const next = segments[index + 1];
      const bounded = index > 0 || next !== undefined;
      if (segment.startsWith('@') && next !== undefined && packages.has(`${segment}/${next}`)) {
        found.add(`${segment}/${next}`);
        index += 1;
      } else if (bounded && segment !== '' && packages.has(segment)) {
        found.add(segment);
      } else if (next !== undefined && BUILT_FOLDERS.has(next) && byOwnName.get(segment)) {
        found.add(byOwnName.get(segment)!);
      }
    }
  }
  return [...found];
}

/** Packages a string's text names a file of: a deep path (`@docusaurus/core/lib/…`) or a `node_modules/` one, written without spaces. */
function packagesInString(text: string, packages: ReadonlySet<string>): string[] {
  if (/\s/.test(text) || !text.includes('/')) return [];
  const found = new Set<string>();
  const deep = deepImportPackage(text.replace(/\/+$/, ''));
  if (deep !== null && packages.has(deep)) found.add(deep);
  for (const [, rest] of text.matchAll(/node_modules\/([^?#]+)/g)) for (const name of packagesInPath(`/${rest}`, packages)) found.add(name);
  return [...found];
}

/** A string that names a module to load (an import, a re-export, `require()`, `import()`, `declare module`): deepImports.ts reads those. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) return true;
  if (ts.isExternalModuleReference(parent) || (ts.isModuleDeclaration(parent) && parent.name === node)) return true;
  if (ts.isLiteralTypeNode(parent) && parent.parent && ts.isImportTypeNode(parent.parent)) return true;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    return parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === 'require');
  }
  return false;
}

/** The text of a string, a template's literal parts or a regex's source; null for any other node. */
function literalTexts(node: ts.Node): {texts: string[]; regex: boolean} | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return {texts: [node.text], regex: false};
  if (ts.isTemplateExpression(node)) return {texts: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)], regex: false};
  if (ts.isRegularExpressionLiteral(node)) return {texts: [node.text.slice(1, node.text.lastIndexOf('/'))], regex: true};
  return null;
}

function isAssignment(node: ts.Node): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}

/** Names bound, directly or by destructuring, to a value read from the site config (`const {prism} = siteConfig.themeConfig`). */
function configBindings(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (ts.isBindingElement(element)) bind(element.name);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && CONFIG_NAMES.test(node.initializer.getText(source))) bind(node.name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

export function frameworkReachesOf(file: string, text: string, {packages = new Set()}: ReachOptions = {}): FrameworkReach[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fromConfig = configBindings(source);
  const found: FrameworkReach[] = [];
  const where = (node: ts.Node): Found => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    code: node.getText(source).split('\n')[0]!.slice(0, 120),
  });
  const add = (node: ts.Node, kind: CodeReachKind) => found.push({...where(node), kind});
  const addInto = (node: ts.Node, kind: PackageReachKind, packageName: string) => {
    const reach = {...where(node), kind, package: packageName};
    if (!found.some((other) => other.line === reach.line && other.kind === kind && other.package === packageName && other.code === reach.code))
      found.push(reach);
  };
  const addNamed = (node: ts.Node, texts: readonly string[], kind: PackageReachKind, names: typeof FRAMEWORK_MARKUP) => {
    for (const {pattern, package: packageName} of names) if (texts.some((piece) => pattern.test(piece))) addInto(node, kind, packageName);
  };
  const visit = (node: ts.Node) => {
    const literal = literalTexts(node);
    if (literal && !isModuleSpecifier(node)) {
      const paths = literal.regex
        ? packagesInPath(regexPath(literal.texts[0]!), packages)
        : literal.texts.flatMap((piece) => packagesInString(piece, packages));
      for (const packageName of new Set(paths)) addInto(node, 'package file path', packageName);
      addNamed(node, literal.texts, 'framework markup', FRAMEWORK_MARKUP);
      addNamed(node, literal.texts, 'compiled output', COMPILED_OUTPUT);
    }
    if (ts.isJsxAttribute(node)) addNamed(node, [node.name.getText(source)], 'framework markup', FRAMEWORK_MARKUP);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const member = ts.isPropertyAccessExpression(node)
        ? node.name.text
        : ts.isStringLiteralLike(node.argumentExpression)
          ? node.argumentExpression.text
          : null;
      if (member === 'docusaurus' && ts.isIdentifier(node.expression) && GLOBALS.has(node.expression.text))
        addInto(node, 'framework markup', '@docusaurus/core');
    }
    if (ts.isNewExpression(node) && /\bNormalModuleReplacementPlugin$/.test(node.expression.getText(source))) add(node, 'module replacement');
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && propertyName(node.name) === 'alias') add(node, 'resolve alias');
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && TEMPLATE_OPTIONS.has(propertyName(node.name) ?? '')) {
      add(node, 'page template');
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'Object.defineProperty') {
      const [target] = node.arguments;
      if (target && ts.isIdentifier(target) && GLOBALS.has(target.text)) add(node, 'global redefined');
    }
    if (isAssignment(node)) {
      const left = node.left;
      const leftText = left.getText(source);
      if (ts.isPropertyAccessExpression(left) && TEMPLATE_OPTIONS.has(left.name.text)) add(node, 'page template');
      else if (/\.prototype\.[\w$]+$/.test(leftText)) add(node, 'prototype patch');
      else if (/^__webpack_require__\./.test(leftText)) add(node, 'bundler runtime wrapped');
      else if (
        (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) &&
        (CONFIG_NAMES.test(leftText) || fromConfig.has(rootIdentifier(left) ?? ''))
      ) {
        add(node, 'site config rewritten');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
