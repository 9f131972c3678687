import {expect, test} from 'vitest';
import {createHitRenderer, type LocalHit} from './createLocalSearchClient';
import {splitMarks, standInHit} from './standInHits';
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
