import {expect, test} from 'vitest';
import {countDistinct, PositionMarks, pickTiers} from './candidates';

test('newSet adds once; one set at a time', () => {
  const marks = new PositionMarks(10);
  const first = marks.newSet();
  expect([first.add(3), first.add(3), first.has(3), first.has(4)]).toEqual([true, false, true, false]);
  const second = marks.newSet();
  expect(second.has(3)).toBe(false);
  second.add(3);
  expect(first.has(3)).toBe(false);
});

test('countLists counts the lists holding each position, fresh on every call', () => {
  const marks = new PositionMarks(10);
  const first = marks.countLists([[1, 2], [2, 3], [2]]);
  expect(first.positions).toEqual([1, 2, 3]);
  expect([1, 2, 3, 4].map(first.countOf)).toEqual([1, 3, 1, 0]);
  const second = marks.countLists([[2]]);
  expect([1, 2, 3].map(second.countOf)).toEqual([0, 1, 0]);
});

test('countDistinct counts keys, not records', () => {
  expect(countDistinct([1, 2, 3], (id) => (id < 3 ? 0 : 1), new PositionMarks(2))).toBe(2);
});

test('pickTiers takes whole tiers, best first, until enough distinct keys', () => {
  const tiers = new Map([
    [1, 2],
    [2, 2],
    [3, 1],
    [4, 1],
    [5, 0],
  ]);
  const url = (id: number) => (id <= 2 ? 0 : id);
  const pick = (needed: number) => pickTiers([...tiers.keys()], (id) => tiers.get(id)!, url, needed).sort();
  // Tier 2 holds one URL only: tier 1 is added whole.
  expect(pick(2)).toEqual([1, 2, 3, 4]);
  expect(pick(1)).toEqual([1, 2]);
  expect(pick(10)).toEqual([1, 2, 3, 4, 5]);
});

test('pickTiers cuts a tier that would pass max in page order, once enough keys are in', () => {
  const positions = [9, 8, 7, 6, 5];
  expect(
    pickTiers(
      positions,
      () => 0,
      (id) => id,
      2,
      3,
    ),
  ).toEqual([5, 6, 7]);
  expect(
    pickTiers(
      positions,
      () => 0,
      (id) => id,
      4,
      3,
    ),
  ).toEqual([5, 6, 7, 8]);
  expect(
    pickTiers(
      positions,
      () => 0,
      (id) => id,
      2,
    ),
  ).toEqual(positions);
});
