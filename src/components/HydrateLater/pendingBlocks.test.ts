import {describe, expect, it, vi} from 'vitest';
import {createPendingBlocks} from './pendingBlocks';

describe('createPendingBlocks', () => {
  it('reports the first block waiting and the last one hydrated, once each', () => {
    const onFirst = vi.fn();
    const onLast = vi.fn();
    const blocks = createPendingBlocks({onFirst, onLast});
    expect(blocks.add('a')).toBe(true);
    expect(blocks.add('b')).toBe(true);
    expect(onFirst).toHaveBeenCalledTimes(1);
    blocks.done('a');
    expect(onLast).not.toHaveBeenCalled();
    blocks.done('b');
    expect(onLast).toHaveBeenCalledTimes(1);
  });

  it('counts a block added twice (a restarted render) once', () => {
    const onLast = vi.fn();
    const blocks = createPendingBlocks({onFirst: () => {}, onLast});
    blocks.add('a');
    blocks.add('a');
    blocks.done('a');
    expect(onLast).toHaveBeenCalledTimes(1);
  });

  it('counts a block added while another hydrates (a nested one) before the first hydration ends', () => {
    const onLast = vi.fn();
    const blocks = createPendingBlocks({onFirst: () => {}, onLast});
    blocks.add('outer');
    blocks.add('inner');
    blocks.done('outer');
    expect(onLast).not.toHaveBeenCalled();
    blocks.done('inner');
    expect(onLast).toHaveBeenCalledTimes(1);
  });

  it('counts nothing once the first hydration is over, and ignores blocks it never counted', () => {
    const onFirst = vi.fn();
    const onLast = vi.fn();
    const blocks = createPendingBlocks({onFirst, onLast});
    blocks.done('never-added');
    expect(onLast).not.toHaveBeenCalled();
    blocks.add('a');
    blocks.done('a');
    expect(blocks.add('after-navigation')).toBe(false);
    blocks.done('after-navigation');
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onLast).toHaveBeenCalledTimes(1);
  });
});
