import {describe, expect, test} from 'vitest';
import {codeFences} from './scanDocs';

describe('codeFences', () => {
  test('reads languages and bodies, indented and nested fences included', () => {
    const source = ['```bash title="x"', 'echo', '```', 'text', '  ~~~~yaml', '  a: 1', '  ~~~~', '````md', '```ini', '```', '````'].join('\n');
    expect(codeFences(source)).toEqual([
      {line: 1, language: 'bash', body: 'echo'},
      {line: 5, language: 'yaml', body: '  a: 1'},
      {line: 8, language: 'md', body: '```ini\n```'},
    ]);
  });
});
