/**
 * The ways code reaches past a framework's public APIs that a file's syntax
 * shows, found with TypeScript's parser (comments and strings never count):
 * a module swapped by the bundler, a resolve alias, the page template set, a
 * built-in prototype patched, a browser global redefined, the bundler runtime
 * wrapped, the site config rewritten by a plugin. Deep imports are
 * deepImports.ts. plugins/framework-touchpoints/declared.test.ts requires each
 * file found here to be listed by a touchpoint.
 */
import ts from 'typescript';

export type ReachKind =
  'module replacement' | 'resolve alias' | 'page template' | 'prototype patch' | 'global redefined' | 'bundler runtime wrapped' | 'site config rewritten';

export type FrameworkReach = {file: string; kind: ReachKind; line: number; code: string};

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

export function frameworkReachesOf(file: string, text: string): FrameworkReach[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fromConfig = configBindings(source);
  const found: FrameworkReach[] = [];
  const add = (node: ts.Node, kind: ReachKind) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({file, kind, line, code: node.getText(source).split('\n')[0]!.slice(0, 120)});
  };
  const visit = (node: ts.Node) => {
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
