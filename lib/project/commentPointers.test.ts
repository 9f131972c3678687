/**
 * Comments and test names point only at what a maintainer can open: a file of this
 * repository, a README section or a public URL, never a spec section, a decisions
 * file or an issue number kept outside the repository. State the rule itself instead.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {projectSourceFiles} from './projectSourceFiles';

const SITE_DIR = path.resolve(__dirname, '../..');
const THIS_FILE = 'lib/project/commentPointers.test.ts';
const OUTSIDE_POINTER = /[Ss]pec §|DECISIONS\.md|\b[Ii]ssues? #?\d+\b|\.\.\/shared\//;

function cssFiles(): string[] {
  return (readdirSync(path.join(SITE_DIR, 'src'), {recursive: true}) as string[])
    .filter((name) => name.endsWith('.css'))
    .map((name) => `src/${name.split(path.sep).join('/')}`);
}

describe('pointers in comments', () => {
  test('the pattern finds a spec section and an issue number', () => {
    expect(OUTSIDE_POINTER.test('// see spec §5')).toBe(true);
    expect(OUTSIDE_POINTER.test('/* issue 12 */')).toBe(true);
    expect(OUTSIDE_POINTER.test('// see ARCHITECTURE.md "Budgets"')).toBe(false);
  });

  test('no code or stylesheet points at a document outside the repository', () => {
    const files = [...projectSourceFiles(SITE_DIR), ...cssFiles()].filter((file) => file !== THIS_FILE);
    expect(files).toContain('docusaurus.config.ts');
    expect(files).toContain('src/css/custom.css');
    const hits: string[] = [];
    for (const file of files) {
      readFileSync(path.join(SITE_DIR, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OUTSIDE_POINTER.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(hits).toEqual([]);
  });
});
