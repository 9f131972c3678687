// ESLint for the project's code (npm run lint, part of npm test): typescript-eslint's
// recommended rules, React's rules of hooks, and jsx-a11y for the components. No warnings
// are allowed (--max-warnings 0), so every rule below is either on as an error or off with
// its reason.
import js from '@eslint/js';
import {tsImport} from 'tsx/esm/api';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Deep imports are allowed only where the touchpoint register lists them: the rule is given the register itself.
const {TOUCHPOINTS} = await tsImport('./plugins/framework-touchpoints/touchpoints.ts', import.meta.url);
const {declaredDeepImportsRule} = await tsImport('./lib/project/deepImportsRule.ts', import.meta.url);

export default tseslint.config(
  {ignores: ['**/node_modules/', '**/.docusaurus/', 'build/', 'build-*/', 'test-results/', 'static/', 'playwright-report/', 'mcp/dist/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // Unused names are errors, except a leading underscore that marks one as unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: {touchpoints: {rules: {'declared-deep-imports': declaredDeepImportsRule}}},
    rules: {'touchpoints/declared-deep-imports': ['error', {siteDir: import.meta.dirname, touchpoints: TOUCHPOINTS}]},
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    // The rules of hooks. The plugin's newer rules (refs, set-state-in-effect, …) judge code for the
    // React Compiler, which this site does not use.
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['**/*.tsx'],
    plugins: {'jsx-a11y': jsxA11y},
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Wide tables and code blocks scroll sideways, so they take focus for keyboard users (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['table', 'pre'], roles: ['tabpanel']}],
    },
  },
  {
    // Functions a reader can hold in their head: at most 80 lines of code. A longer one carries an
    // eslint-disable comment that says why. Test files are left out: a describe callback holds a
    // group of tests, each of them short, and splitting it would only scatter the group.
    files: ['{src,lib,plugins,mcp,scripts}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {'max-lines-per-function': ['error', {max: 80, skipBlankLines: true, skipComments: true}]},
  },
);
