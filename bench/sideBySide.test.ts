import {describe, expect, it} from 'vitest';
import {sideBySide} from './sideBySide';

describe('sideBySide', () => {
  it('measures each build once a round, reversing the order every other round', async () => {
    const calls: string[] = [];
    const results = await sideBySide(['a', 'b'], 3, async (build) => {
      calls.push(build);
      return `${build}${calls.length}`;
    });
    expect(calls).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    expect(results.get('a')).toEqual(['a1', 'a4', 'a5']);
    expect(results.get('b')).toEqual(['b2', 'b3', 'b6']);
  });
});
