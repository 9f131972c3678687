import {describe, expect, test} from 'vitest';
import {codeFences, codeLineFlags, docIdOf, docRoute, isDocPage} from './scanDocs';

describe('codeFences', () => {
  test('reads languages and bodies, indented and nested fences included', () => {
    const source = ['```bash title="x"', 'echo', '```', 'text', '  ~~~~yaml', '  a: 1', '  ~~~~', '````md', '```ini', '```', '````'].join('\n');
    expect(codeFences(source)).toEqual([
      {line: 1, endLine: 3, language: 'bash', body: 'echo'},
      {line: 5, endLine: 7, language: 'yaml', body: '  a: 1'},
      {line: 8, endLine: 11, language: 'md', body: '```ini\n```'},
    ]);
  });

  test('codeLineFlags marks the lines of each block, fences included', () => {
    expect(codeLineFlags(['text', '```bash', 'echo', '```', 'more'].join('\n'))).toEqual([false, true, true, true, false]);
  });
});

describe('doc pages', () => {
  test('a route follows the file; an index file is its folder', () => {
    expect(docRoute('docs/intro.md')).toBe('docs/intro');
    expect(docRoute('docs/guides/running-surge/index.md')).toBe('docs/guides/running-surge');
    expect(docRoute('docs/a/b.mdx')).toBe('docs/a/b');
  });

  test('partials, drafts and unlisted pages are no pages', () => {
    expect(isDocPage('docs/intro.md', '---\ntitle: X\n---\n')).toBe(true);
    expect(isDocPage('docs/_partials/x.md', 'X')).toBe(false);
    expect(isDocPage('docs/x.md', '---\ndraft: true\n---\n')).toBe(false);
    expect(isDocPage('docs/x.md', '---\nunlisted: true\n---\n')).toBe(false);
  });

  test("an id in the front matter replaces the file's name", () => {
    expect(docIdOf('docs/a/b.md', '---\nid: c\n---\n')).toBe('a/c');
    expect(docIdOf('docs/a/b.md', 'text')).toBe('a/b');
  });
});
