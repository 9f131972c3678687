import {describe, expect, test} from 'vitest';
import {MAX_STORED_HIT_LENGTH, isStoredHit, repairStoredSearches, withRecentSearch} from './storedSearches';

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

describe('withRecentSearch', () => {
  const chosen = (objectID: string) => ({...storedHit({objectID}), _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}});

  test('adds the chosen hit first, without its highlights, as DocSearch stores it', () => {
    const stored = JSON.parse(withRecentSearch(JSON.stringify([storedHit({objectID: 'older'})]), chosen('new'), 7)) as Record<string, unknown>[];
    expect(stored.map((hit) => hit.objectID)).toEqual(['new', 'older']);
    expect(stored[0]).not.toHaveProperty('_highlightResult');
    expect(stored[0]).not.toHaveProperty('_snippetResult');
    expect(stored.every(isStoredHit)).toBe(true);
  });

  test('keeps a hit once, moved to the front, and at most the limit', () => {
    const earlier = JSON.stringify(['a', 'b', 'c'].map((objectID) => storedHit({objectID})));
    expect((JSON.parse(withRecentSearch(earlier, chosen('c'), 7)) as {objectID: string}[]).map((hit) => hit.objectID)).toEqual(['c', 'a', 'b']);
    expect((JSON.parse(withRecentSearch(earlier, chosen('d'), 2)) as {objectID: string}[]).map((hit) => hit.objectID)).toEqual(['d', 'a']);
  });

  test('starts afresh from nothing, damaged JSON or unusable entries, and drops only those', () => {
    expect(JSON.parse(withRecentSearch(null, chosen('a'), 7))).toHaveLength(1);
    expect(JSON.parse(withRecentSearch('{not json', chosen('a'), 7))).toHaveLength(1);
    const mixed = JSON.stringify([storedHit({objectID: 'kept'}), {url: 'javascript:alert(1)'}]);
    expect((JSON.parse(withRecentSearch(mixed, chosen('a'), 7)) as {objectID: string}[]).map((hit) => hit.objectID)).toEqual(['a', 'kept']);
  });
});
