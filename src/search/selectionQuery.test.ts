import {expect, test} from 'vitest';
import {selectionQuery, snippetWordsFor} from './selectionQuery';

test.each([
  [null, undefined],
  ['   ', undefined],
  ['  register\n provers ', 'register provers'],
  ['x'.repeat(100), 'x'.repeat(64)],
])('selectionQuery(%j) = %j', (selection, expected) => {
  expect(selectionQuery(selection)).toBe(expected);
});

test.each([
  [375, 5],
  [768, 5],
  [769, 10],
  [1280, 10],
])('a %i px wide screen gets %i-word snippets', (width, words) => {
  expect(snippetWordsFor(width)).toBe(words);
});
