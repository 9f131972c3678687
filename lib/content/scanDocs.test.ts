import {describe, expect, test} from 'vitest';
import {codeFences, codeLineFlags} from './scanDocs';

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
