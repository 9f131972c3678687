import {describe, expect, test} from 'vitest';
import {PANIC_CODES, describePanicCode} from './panicCodes';

describe('panic codes', () => {
  test('lists the ten codes solc emits, in order', () => {
    expect(PANIC_CODES.map((panic) => panic.code)).toEqual([0x00, 0x01, 0x11, 0x12, 0x21, 0x22, 0x31, 0x32, 0x41, 0x51]);
  });

  test.each(PANIC_CODES.map((panic) => [panic.hex, panic]))('%s has a matching hex form and a meaning', (_, panic) => {
    expect(Number(panic.hex)).toBe(panic.code);
    expect(panic.hex).toMatch(/^0x[0-9a-f]{2}$/);
    expect(panic.meaning.length).toBeGreaterThan(10);
  });

  test.each([
    [0x11n, '0x11'],
    [0x32n, '0x32'],
    [0x99n, null],
    [2n ** 200n, null],
  ])('describes code %s', (code, hex) => {
    expect(describePanicCode(code)?.hex ?? null).toBe(hex);
  });
});
