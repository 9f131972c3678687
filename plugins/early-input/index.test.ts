import {Script} from 'node:vm';
import {describe, expect, test} from 'vitest';
import pluginEarlyInput, {EARLY_CONTROLS, EARLY_INPUT_SCRIPT} from './index';

describe('early input', () => {
  test('the inline script is plain JavaScript that compiles as it is', () => {
    expect(() => new Script(EARLY_INPUT_SCRIPT)).not.toThrow();
    expect(EARLY_INPUT_SCRIPT).toContain(JSON.stringify(EARLY_CONTROLS));
  });

  test('takes controls, never links', () => {
    expect(EARLY_CONTROLS.split(',').every((selector) => !/(^|\s)a[.[\s]/.test(selector))).toBe(true);
  });

  test('goes into every page head as one inline script', () => {
    const tags = pluginEarlyInput().injectHtmlTags!({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: EARLY_INPUT_SCRIPT}]});
  });
});
