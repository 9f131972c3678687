/**
 * The ESLint rule `touchpoints/declared-deep-imports` (eslint.config.mjs): a deep
 * import (deepImports.ts) is an error unless a touchpoint in
 * plugins/framework-touchpoints/touchpoints.ts lists the importing file for that
 * package. eslint.config.mjs gives it the register itself, so the two cannot disagree.
 */
import path from 'node:path';
import type {Rule} from 'eslint';
import {undeclaredDeepImport, type DeclaredDeepImports} from './deepImports';

type Options = {siteDir: string; touchpoints: readonly DeclaredDeepImports[]};

export const declaredDeepImportsRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {description: 'Allow deep imports only in the files plugins/framework-touchpoints/touchpoints.ts lists'},
    schema: [
      {
        type: 'object',
        properties: {siteDir: {type: 'string'}, touchpoints: {type: 'array'}},
        required: ['siteDir', 'touchpoints'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const {siteDir, touchpoints} = context.options[0] as Options;
    const file = path.relative(siteDir, context.filename).split(path.sep).join('/');
    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const message = undeclaredDeepImport(file, specifier, touchpoints);
      if (message) context.report({node, message});
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [argument] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && argument?.type === 'Literal') check(node, argument.value);
      },
    };
  },
};
