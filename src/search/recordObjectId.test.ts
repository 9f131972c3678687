import {expect, test} from 'vitest';
import {fnv1a64, recordObjectId} from './recordObjectId';

test.each([
  ['', 'cbf29ce484222325'],
  ['a', 'af63dc4c8601ec8c'],
  ['foobar', '85944171f73967e8'],
])('fnv1a64(%j) is the published FNV-1a 64 value %s', (input, expected) => {
  expect(fnv1a64(input)).toBe(expected);
});

test('record ids differ by fingerprint and by repeat', () => {
  const id = recordObjectId(['/docs/intro', 'content', 'x'], 0);
  expect(recordObjectId(['/docs/intro', 'content', 'x'], 0)).toBe(id);
  expect(recordObjectId(['/docs/intro', 'content', 'x'], 1)).not.toBe(id);
  expect(recordObjectId(['/docs/intro', 'content', 'y'], 0)).not.toBe(id);
});
