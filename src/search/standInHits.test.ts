import {describe, expect, it, test} from 'vitest';
import {createHitRenderer, type LocalHit} from './createLocalSearchClient';
import {pickedOrPreselected, splitMarks, standInHit} from './standInHits';
import {testRecord} from './testRecord';

test('splitMarks turns highlighted values into marked and plain text, never markup', () => {
  expect(splitMarks('Deposit the <mark>bond</mark> first')).toEqual([
    {text: 'Deposit the ', marked: false},
    {text: 'bond', marked: true},
    {text: ' first', marked: false},
  ]);
  // The engine escapes the text; escaped markup comes back as the text it was.
  expect(splitMarks('&#60;b&#62; &#38; <mark>x</mark>')).toEqual([
    {text: '<b> & ', marked: false},
    {text: 'x', marked: true},
  ]);
  // An unclosed tag is text.
  expect(splitMarks('a <mark>b')).toEqual([{text: 'a <mark>b', marked: false}]);
  expect(splitMarks('')).toEqual([]);
});

/** A hit as the engine renders it for a query. */
function hit(record: ReturnType<typeof testRecord>, query: string): LocalHit {
  return createHitRenderer({query, attributesToSnippet: ['content:10']})({record, result: {terms: [query], match: {}, id: 0, score: 1, queryTerms: [query]}});
}

test('a heading hit shows its heading, under the section and the headings above it', () => {
  const shown = standInHit(hit(testRecord('/docs/deploy#bond', 'lvl3', {lvl2: 'Run it', lvl3: 'Deposit the bond'}, null, 3), 'bond'));
  expect(shown.url).toBe('/docs/deploy#bond');
  expect(shown.title).toEqual([
    {text: 'Deposit the ', marked: false},
    {text: 'bond', marked: true},
  ]);
  expect(shown.path).toBe('Guides › Deploy › Run it');
  expect(shown.snippet).toBeNull();
});

test('a text hit shows the heading it is under and its snippet', () => {
  const shown = standInHit(hit(testRecord('/docs/deploy#run-it', 'content', {lvl2: 'Run it'}, 'Post the bond before proving.', 4), 'bond'));
  expect(shown.title).toEqual([{text: 'Run it', marked: false}]);
  expect(shown.path).toBe('Guides › Deploy');
  expect(shown.snippet?.find((piece) => piece.marked)?.text).toBe('bond');
});

test('a page hit shows the page title under its section', () => {
  const shown = standInHit(hit(testRecord('/docs/deploy', 'lvl1', {}, null, 0), 'deploy'));
  expect(shown.title).toEqual([{text: 'Deploy', marked: true}]);
  expect(shown.path).toBe('Guides');
});

describe('pickedOrPreselected', () => {
  const headingsAnswer = [{url: '/docs/a'}, {url: '/docs/b'}, {url: '/docs/c'}];
  const wholeIndexAnswer = [{url: '/docs/c'}, {url: '/docs/a'}, {url: '/docs/b'}];

  it('is the preselected option until the reader picks one', () => {
    expect(pickedOrPreselected(headingsAnswer, 'prover', null, 0)).toBe(0);
    expect(pickedOrPreselected(headingsAnswer, 'how do I register?', null, -1)).toBe(-1);
  });

  it('keeps the pick when the hits are refreshed for the same query, wherever it moved', () => {
    const picked = {query: 'prover', url: '/docs/b'};
    expect(pickedOrPreselected(headingsAnswer, 'prover', picked, 0)).toBe(1);
    expect(pickedOrPreselected(wholeIndexAnswer, 'prover', picked, 0)).toBe(2);
  });

  it('drops the pick for a new query, or when the picked hit is gone', () => {
    expect(pickedOrPreselected(headingsAnswer, 'provers', {query: 'prover', url: '/docs/b'}, 0)).toBe(0);
    expect(pickedOrPreselected(headingsAnswer, 'prover', {query: 'prover', url: '/docs/z'}, 0)).toBe(0);
    expect(pickedOrPreselected(null, 'prover', {query: 'prover', url: '/docs/b'}, 0)).toBe(0);
  });
});
