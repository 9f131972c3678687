import {describe, expect, test} from 'vitest';
import {MAX_SEARCH_PAGE_QUERY_LENGTH, readSearchQuery} from './_searchQuery';

describe('readSearchQuery', () => {
  test.each([
    ['no query', '', ''],
    ['a plain query', '?q=register+prover', 'register prover'],
    ['percent-encoded markup', `?q=${encodeURIComponent('<script>alert(1)</script>')}`, '<script>alert(1)</script>'],
    ['regex metacharacters', `?q=${encodeURIComponent('.*+?^${}()|[]\\')}`, '.*+?^${}()|[]\\'],
    ['right-to-left text and emoji', `?q=${encodeURIComponent('مرحبا 🚀')}`, 'مرحبا 🚀'],
    ['other parameters', '?utm=x&q=bond', 'bond'],
  ])('%s', (_name, search, expected) => {
    expect(readSearchQuery(search)).toBe(expected);
  });

  test('cuts a 10,000-character query to the input limit', () => {
    expect(readSearchQuery(`?q=${'a'.repeat(10_000)}`)).toBe('a'.repeat(MAX_SEARCH_PAGE_QUERY_LENGTH));
  });

  test('never splits an astral character when cutting', () => {
    const query = readSearchQuery(`?q=${encodeURIComponent('🚀'.repeat(600))}`);
    expect(Array.from(query)).toHaveLength(MAX_SEARCH_PAGE_QUERY_LENGTH);
    expect(query).toBe('🚀'.repeat(MAX_SEARCH_PAGE_QUERY_LENGTH));
  });
});
