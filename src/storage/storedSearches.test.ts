import {describe, expect, test} from 'vitest';
import {MAX_STORED_HIT_LENGTH, isStoredHit, readStoredSearches, repairStoredSearches, withoutStoredSearch, withStoredSearch} from './storedSearches';

/** A hit as DocSearch stores it after a reader picks a result. */
function storedHit(overrides: Record<string, unknown> = {}) {
  return {
    objectID: 'abc',
    url: '/docs/guides/running-surge/deploy-l2#deposit-bond',
    type: 'lvl3',
    content: null,
    hierarchy: {lvl0: 'Guides', lvl1: 'Deploy the protocol and L2', lvl2: 'Run it', lvl3: 'Deposit the bond', lvl4: null, lvl5: null, lvl6: null},
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    __docsearch_parent: null,
    ...overrides,
  };
}

describe('isStoredHit', () => {
  test.each([
    ['a stored hit', storedHit(), true],
    ['an absolute https URL (Algolia mode)', storedHit({url: 'https://docs.surge.wtf/docs/intro'}), true],
    ['a content hit', storedHit({type: 'content', content: 'Some text'}), true],
    ['null', null, false],
    ['an array', [], false],
    ['no objectID', storedHit({objectID: undefined}), false],
    ['an empty objectID', storedHit({objectID: ''}), false],
    ['a javascript: URL', storedHit({url: 'javascript:alert(1)'}), false],
    ['a protocol-relative URL', storedHit({url: '//evil.example/x'}), false],
    ['a data: URL', storedHit({url: 'data:text/html,<b>x</b>'}), false],
    ['an unknown type', storedHit({type: 'lvl9'}), false],
    ['a hierarchy that is a string', storedHit({hierarchy: 'Guides'}), false],
    ['a hierarchy level that is an object', storedHit({hierarchy: {lvl0: {}, lvl1: 'x'}}), false],
    ['content that is a number', storedHit({content: 5}), false],
    ['an oversized hit', storedHit({content: 'x'.repeat(MAX_STORED_HIT_LENGTH)}), false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isStoredHit(value)).toBe(expected);
  });
});

describe('repairStoredSearches', () => {
  const good = JSON.stringify([storedHit({objectID: 'a'}), storedHit({objectID: 'b'})]);

  test('returns a well-formed list unchanged, byte for byte', () => {
    expect(repairStoredSearches(good, 10)).toBe(good);
  });

  test.each([
    ['corrupt JSON', '[{"objectID":'],
    ['an object instead of a list', '{"objectID":"a"}'],
    ['a string', '"hello"'],
    ['an empty value', ''],
  ])('drops %s', (_name, value) => {
    expect(repairStoredSearches(value, 10)).toBeNull();
  });

  test('keeps the readable hits of a list that also holds unreadable ones', () => {
    const mixed = JSON.stringify([null, storedHit({objectID: 'a'}), {objectID: 'x'}, storedHit({objectID: 'b', url: 'javascript:x'})]);
    expect(JSON.parse(repairStoredSearches(mixed, 10)!)).toEqual([storedHit({objectID: 'a'})]);
  });

  test('keeps only as many hits as the modal shows', () => {
    const many = JSON.stringify(Array.from({length: 5000}, (_, index) => storedHit({objectID: `id${index}`})));
    const kept = JSON.parse(repairStoredSearches(many, 7)!) as {objectID: string}[];
    expect(kept.map((hit) => hit.objectID)).toEqual(['id0', 'id1', 'id2', 'id3', 'id4', 'id5', 'id6']);
  });
});

describe('readStoredSearches and withStoredSearch', () => {
  const chosen = (objectID: string) => ({...storedHit({objectID}), _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}});
  const ids = (list: {objectID: string}[]) => list.map((hit) => hit.objectID);

  test('adds the chosen hit first, without its highlights, as DocSearch stores it', () => {
    const stored = withStoredSearch(readStoredSearches(JSON.stringify([storedHit({objectID: 'older'})])), chosen('new'), 7);
    expect(ids(stored)).toEqual(['new', 'older']);
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');
    expect(stored.every(isStoredHit)).toBe(true);
  });

  test('keeps a hit once, moved to the front, and at most the limit', () => {
    const earlier = readStoredSearches(JSON.stringify(['a', 'b', 'c'].map((objectID) => storedHit({objectID}))));
    expect(ids(withStoredSearch(earlier, chosen('c'), 7))).toEqual(['c', 'a', 'b']);
    expect(ids(withStoredSearch(earlier, chosen('d'), 2))).toEqual(['d', 'a']);
    expect(ids(withoutStoredSearch(earlier, 'b'))).toEqual(['a', 'c']);
  });

  test('starts afresh from nothing, damaged JSON or unusable entries, and drops only those', () => {
    expect(readStoredSearches(null)).toEqual([]);
    expect(readStoredSearches('{not json')).toEqual([]);
    const mixed = JSON.stringify([storedHit({objectID: 'kept'}), {url: 'javascript:alert(1)'}]);
    expect(ids(withStoredSearch(readStoredSearches(mixed), chosen('a'), 7))).toEqual(['a', 'kept']);
  });
});
