import {describe, expect, test} from 'vitest';
import {removeEvalProbe} from './removeEvalProbe';

const PROBE = 'var Wa=Ma(function(){var e;if(ua())return!1;try{return new Function(""),!0}catch(e){return!1}});';

describe('removeEvalProbe', () => {
  test("answers zod's eval probe with false without calling Function", () => {
    expect(removeEvalProbe(PROBE, 'modal.js')).toBe('var Wa=Ma(function(){var e;if(ua())return!1;return!1});');
  });

  test('leaves a bundle without the probe unchanged', () => {
    expect(removeEvalProbe('export const a=1;', 'modal.js')).toBe('export const a=1;');
  });

  test.each([
    ['another Function call', `${PROBE}var f=Function("return this")();`],
    ['a second probe', PROBE + PROBE],
  ])('refuses a bundle with %s, naming the file', (_name, source) => {
    expect(() => removeEvalProbe(source, 'modal.js')).toThrow(/modal\.js builds code with the Function constructor/);
  });
});
