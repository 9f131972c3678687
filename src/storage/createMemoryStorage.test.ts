import {describe, expect, test} from 'vitest';
import {createMemoryStorage} from './createMemoryStorage';

describe('createMemoryStorage', () => {
  test('stores, lists and forgets values as strings, like localStorage', () => {
    const storage = createMemoryStorage({a: '1'});
    storage.setItem('b', 2 as unknown as string);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.length).toBe(2);
    expect([storage.key(0), storage.key(1), storage.key(2)]).toEqual(['a', 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  test('exposes no stored values as properties, so code that walks them finds nothing to delete', () => {
    const storage = createMemoryStorage({__DOCSEARCH_RECENT_SEARCHES__surge: '[]'});
    expect(Object.keys(storage)).toEqual(['length', 'key', 'getItem', 'setItem', 'removeItem', 'clear']);
  });
});
