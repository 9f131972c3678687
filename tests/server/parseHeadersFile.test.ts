import {describe, expect, test} from 'vitest';
import {parseHeadersFile} from './parseHeadersFile';

describe('parseHeadersFile', () => {
  test('reads paths and their indented headers, skipping comments and blank lines', () => {
    const text = "# comment\n/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n\n/docs/*\n  Cache-Control: no-store\n";
    expect(parseHeadersFile(text)).toEqual([
      {path: '/*', headers: {'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff'}},
      {path: '/docs/*', headers: {'Cache-Control': 'no-store'}},
    ]);
  });

  test.each([
    ['a header before any path', '  X-A: b\n', /line 1/],
    ['an indented line without a colon', '/*\n  nonsense\n', /line 2/],
  ])('rejects %s, naming the line', (_name, text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
  });
});
