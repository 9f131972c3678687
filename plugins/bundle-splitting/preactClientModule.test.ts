import {options} from 'preact';
import {describe, expect, test, vi} from 'vitest';
import './preactClientModule';

const afterPaint = (options as {requestAnimationFrame?: (flush: () => void) => void}).requestAnimationFrame!;
const microtasksDone = () => Promise.resolve().then(() => undefined);

describe('when Preact runs effects', () => {
  test('those of the first render (hydration) in a task of their own, later ones as soon as the render has finished', async () => {
    const hydrationEffects = vi.fn();
    afterPaint(hydrationEffects);
    await microtasksDone();
    await microtasksDone();
    expect(hydrationEffects).not.toHaveBeenCalled();
    // In a later task.
    await vi.waitFor(() => expect(hydrationEffects).toHaveBeenCalledTimes(1));

    const clickEffects = vi.fn();
    afterPaint(clickEffects);
    await microtasksDone();
    expect(clickEffects).toHaveBeenCalledTimes(1);
  });
});
