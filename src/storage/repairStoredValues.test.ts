import {describe, expect, test} from 'vitest';
import {createMemoryStorage} from './createMemoryStorage';
import {repairStoredValues, type StoredValueRule} from './repairStoredValues';

const entriesOf = (storage: Storage) =>
  Object.fromEntries(Array.from({length: storage.length}, (_, index) => storage.key(index)!).map((key) => [key, storage.getItem(key)]));

const RULES: StoredValueRule[] = [
  {matches: (key) => key === 'colour', repair: (value) => (value === 'red' || value === 'blue' ? value : null)},
  {matches: (key) => key.startsWith('list-'), repair: (value) => value.split(',').slice(0, 2).join(',')},
];

describe('repairStoredValues', () => {
  test('keeps readable values, removes unreadable ones and rewrites repairable ones', () => {
    const storage = createMemoryStorage({colour: 'green', 'list-a': 'x,y,z', 'list-b': 'x', other: '{{{'});
    expect(repairStoredValues(storage, RULES)).toEqual({removed: ['colour'], rewritten: ['list-a']});
    expect(entriesOf(storage)).toEqual({'list-a': 'x,y', 'list-b': 'x', other: '{{{'});
  });

  test('leaves keys no rule names untouched, however odd', () => {
    const storage = createMemoryStorage({unrelated: '\u0000'.repeat(10)});
    expect(repairStoredValues(storage, RULES)).toEqual({removed: [], rewritten: []});
    expect(entriesOf(storage)).toEqual({unrelated: '\u0000'.repeat(10)});
  });

  test('visits every key even while removing some', () => {
    const storage = createMemoryStorage({colour: 'x', 'list-a': 'a,b,c'});
    repairStoredValues(storage, RULES);
    expect(entriesOf(storage)).toEqual({'list-a': 'a,b'});
  });
});
