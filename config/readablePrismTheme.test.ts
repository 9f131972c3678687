import {themes} from 'prism-react-renderer';
import {describe, expect, test} from 'vitest';
import {blend, contrastRatio, MIN_TEXT_CONTRAST, parseColor, readableOn, readablePrismTheme} from './readablePrismTheme';

describe('parseColor', () => {
  test.each([
    ['#fff', [255, 255, 255]],
    ['#1d4ed8', [29, 78, 216]],
    ['hsl(0, 0%, 0%)', [0, 0, 0]],
    ['hsl(0, 100%, 50%)', [255, 0, 0]],
    ['hsl(120, 100%, 25%)', [0, 128, 0]],
    ['rgb(10, 20, 30)', [10, 20, 30]],
  ])('reads %s', (color, rgb) => {
    expect(parseColor(color)).toEqual(rgb);
  });

  test('names the notations it reads when it cannot read one', () => {
    expect(() => parseColor('tomato')).toThrow('use #rrggbb, hsl() or rgb()');
  });
});

describe('contrastRatio', () => {
  test('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#777', '#777')).toBeCloseTo(1);
  });
});

describe('readableOn', () => {
  test('leaves a colour that already passes alone', () => {
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
  });

  test('darkens on light backgrounds and lightens on dark ones, just enough', () => {
    const onLight = readableOn('hsl(119, 34%, 47%)', ['#fafafa', '#e1e1e1']);
    expect(contrastRatio(onLight, '#e1e1e1')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(onLight, '#e1e1e1')).toBeLessThan(MIN_TEXT_CONTRAST + 0.3);
    const onDark = readableOn('hsl(220, 10%, 40%)', ['#282c34']);
    expect(contrastRatio(onDark, '#282c34')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(parseColor(onDark)[0]).toBeGreaterThan(parseColor('hsl(220, 10%, 40%)')[0]);
  });
});

describe('readablePrismTheme', () => {
  test.each([
    ['oneLight', themes.oneLight, 0.1],
    ['oneDark', themes.oneDark, 0.3],
  ])('gives every %s token 4.5:1 on the block and on a highlighted line', (_name, theme, shade) => {
    const block = theme.plain.backgroundColor!;
    const highlighted = blend('#000', shade, block);
    const readable = readablePrismTheme(theme, {highlightedLineShade: shade});
    const colors = [readable.plain.color!, ...readable.styles.flatMap((entry) => (entry.style.color ? [entry.style.color] : []))];
    for (const color of colors) {
      expect(contrastRatio(color, block), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(color, highlighted), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(readable.styles.map((entry) => entry.types)).toEqual(theme.styles.map((entry) => entry.types));
  });
});
