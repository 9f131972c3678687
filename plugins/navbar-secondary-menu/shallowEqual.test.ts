import {describe, expect, it} from 'vitest';
import {shallowEqual} from './shallowEqual';

describe('shallowEqual', () => {
  const sidebar = [{type: 'link'}];
  it('holds for the same keys and values in any order', () => {
    expect(shallowEqual({path: '/docs/intro', sidebar}, {sidebar, path: '/docs/intro'})).toBe(true);
    expect(shallowEqual({}, {})).toBe(true);
  });
  it('compares values by identity, not by content', () => {
    expect(shallowEqual({sidebar}, {sidebar: [{type: 'link'}]})).toBe(false);
    expect(shallowEqual({value: Number.NaN}, {value: Number.NaN})).toBe(true);
  });
  it('fails for a changed, missing or added key', () => {
    expect(shallowEqual({path: '/a'}, {path: '/b'})).toBe(false);
    expect(shallowEqual({path: '/a', extra: undefined}, {path: '/a', other: undefined})).toBe(false);
    expect(shallowEqual({path: '/a'}, {path: '/a', isHidden: false})).toBe(false);
  });
});
