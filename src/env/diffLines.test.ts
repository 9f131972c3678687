import {describe, expect, test} from 'vitest';
import {diffHunks, diffLines} from './diffLines';

describe('diffing two .env texts', () => {
  test('marks removed, added and unchanged lines, removals first', () => {
    expect(diffLines('A=1\nB=2\nC=3\n', 'A=1\nB=9\nC=3\nD=4\n').map((l) => `${l.type[0]}${l.text}`)).toEqual(['sA=1', 'rB=2', 'aB=9', 'sC=3', 'aD=4']);
  });

  test('finds nothing to change in equal texts', () => {
    expect(diffLines('A=1\n', 'A=1\n').every((line) => line.type === 'same')).toBe(true);
    expect(diffHunks(diffLines('A=1\n', 'A=1\n'))).toEqual([]);
  });

  test('keeps two lines of context around each change and splits distant changes', () => {
    const before = Array.from({length: 20}, (_, i) => `K${i}=${i}`).join('\n');
    const after = before.replace('K2=2', 'K2=x').replace('K15=15', 'K15=y');
    const hunks = diffHunks(diffLines(before, after));
    expect(hunks).toHaveLength(2);
    expect(hunks[0]).toMatchObject({oldStart: 1, newStart: 1});
    expect(hunks[0]!.lines.map((l) => l.text)).toEqual(['K0=0', 'K1=1', 'K2=2', 'K2=x', 'K3=3', 'K4=4']);
    expect(hunks[1]).toMatchObject({oldStart: 14, newStart: 14});
  });
});
