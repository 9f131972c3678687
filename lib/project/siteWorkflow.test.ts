/**
 * The site workflow's fast path (.github/workflows/site.yml): a pull request
 * that changes only docs, facts or images runs check:docs and the built-file
 * checks; one that changes anything else runs the full .ci/run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const WORKFLOW = readFileSync(path.resolve(__dirname, '../../.github/workflows/site.yml'), 'utf8');

/** The workflow's own filter, an extended regular expression that grep and JavaScript read alike. */
const DOCS_ONLY = new RegExp(/DOCS_ONLY: '([^']+)'/.exec(WORKFLOW)?.[1] ?? '(?!)');

/** As the workflow's filter step decides: some files changed, and every one matches. */
const takesFastPath = (changed: string[]) => changed.length > 0 && changed.every((file) => DOCS_ONLY.test(file));

describe('the site workflow', () => {
  test('decides with its DOCS_ONLY filter, over every changed file', () => {
    expect(WORKFLOW).toContain(`grep -Eqv "$DOCS_ONLY" <<<"$changed"`);
  });

  test.each([
    [['docs/intro.md'], true],
    [['docs/_partials/exit-window.md', 'docs/guides/running-surge/deploy-l2.md'], true],
    [['facts/sources.md'], true],
    [['static/img/favicon.svg', 'docs/intro.md'], true],
    [['docs/intro.md', 'sidebars.ts'], false],
    [['static/diagrams/running-surge.svg'], false],
    [['src/components/RevertDecoder/index.tsx'], false],
    [['cspell-words.txt'], false],
    [['package.json'], false],
    [['.github/workflows/site.yml'], false],
    [['docs-old/intro.md'], false],
    [['lib/content/docs/x.ts'], false],
    [[], false],
  ])('%j takes the fast path: %s', (changed, fast) => {
    expect(takesFastPath(changed)).toBe(fast);
  });

  test('runs the fast path and the full gate on a push to main', () => {
    expect(WORKFLOW).toMatch(/docs:\n {4}needs: changes\n {4}if: github\.event_name != 'pull_request' \|\| needs\.changes\.outputs\.docs_only == 'true'/);
    expect(WORKFLOW).toMatch(/test:\n {4}needs: changes\n {4}if: needs\.changes\.outputs\.docs_only != 'true'/);
  });
});
