import {describe, expect, test} from 'vitest';
import {normalizeTerm, tokenize, tokenizeQuery} from './tokenize';

describe('tokenize', () => {
  test.each([
    ['Register provers', ['Register', 'provers']],
    ['Set L1_ENDPOINT_HTTP now', ['Set', 'L1_ENDPOINT_HTTP', 'L1', 'ENDPOINT', 'HTTP', 'now']],
    ['selector 0x6daa9a9e.', ['selector', '0x6daa9a9e']],
    ['v25.1.2 (late)', ['v25.1.2', 'v25', '1', '2', 'late']],
    ['surge-taiko-mono', ['surge-taiko-mono', 'surge', 'taiko', 'mono']],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
    ['', []],
  ])('%j → %j', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });
});

test.each([
  ['Café', 'cafe'],
  ['HOODI', 'hoodi'],
  ['L1_ENDPOINT', 'l1_endpoint'],
  ['NAÏVE', 'naive'],
])('normalizeTerm(%j) = %j', (term, expected) => {
  expect(normalizeTerm(term)).toBe(expected);
});

test('query terms are normalised and deduplicated', () => {
  expect(tokenizeQuery('Hoodi hoodi RPC?')).toEqual(['hoodi', 'rpc']);
  expect(tokenizeQuery('.*+?^${}()|[]\\')).toEqual([]);
});
