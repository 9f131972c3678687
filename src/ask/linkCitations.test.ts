import {describe, expect, test} from 'vitest';
import {citedSources, linkCitations} from './linkCitations';

const SOURCES = new Set([1, 2, 3]);

describe('linkCitations', () => {
  test.each([
    [
      'The bond is 1 ETH [1].',
      [
        {type: 'text', text: 'The bond is 1 ETH '},
        {type: 'citation', n: 1},
        {type: 'text', text: '.'},
      ],
    ],
    [
      'A [1][3] b',
      [
        {type: 'text', text: 'A '},
        {type: 'citation', n: 1},
        {type: 'citation', n: 3},
        {type: 'text', text: ' b'},
      ],
    ],
    [
      'A [1, 2].',
      [
        {type: 'text', text: 'A '},
        {type: 'citation', n: 1},
        {type: 'citation', n: 2},
        {type: 'text', text: '.'},
      ],
    ],
    ['Unknown [7] stays.', [{type: 'text', text: 'Unknown [7] stays.'}]],
    ['Mixed [1, 7] stays.', [{type: 'text', text: 'Mixed [1, 7] stays.'}]],
    ['Arrays like a[0] or [x] stay.', [{type: 'text', text: 'Arrays like a[0] or [x] stay.'}]],
    ['Half a marker [2', [{type: 'text', text: 'Half a marker [2'}]],
    ['', []],
  ])('%j', (text, segments) => {
    expect(linkCitations(text, SOURCES)).toEqual(segments);
  });
});

describe('citedSources', () => {
  test('lists each cited source once, in order of first citation', () => {
    expect(citedSources('B [2]. A [1][2]. C [3]. X [9].', SOURCES)).toEqual([2, 1, 3]);
  });

  test('is empty when nothing is cited', () => {
    expect(citedSources('No citations here.', SOURCES)).toEqual([]);
  });
});
