/**
 * A Prism theme whose token colours keep WCAG AA contrast (4.5:1) on every
 * background a code block shows them on: the block itself and a highlighted
 * line. Each failing colour keeps its hue and saturation and moves in
 * lightness, away from the backgrounds, until it passes; passing colours are
 * left alone, so the theme still looks like itself.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];
type Hsl = readonly [number, number, number];

/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

function hslToRgb([hue, saturation, lightness]: Hsl): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const amount = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Reads `#rgb`, `#rrggbb`, `hsl(h, s%, l%)` and `rgb(r, g, b)`, the notations Prism themes use. */
export function parseColor(color: string): Rgb {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const hsl = /^hsl\(\s*([\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*\)$/i.exec(value);
  if (hsl) return hslToRgb([Number(hsl[1]), Number(hsl[2]), Number(hsl[3])]);
  const rgb = /^rgb\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*\)$/i.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Cannot read the colour "${color}": use #rrggbb, hsl() or rgb().`);
}

function rgbToHsl([red, green, blue]: Rgb): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness * 100];
  const delta = max - min;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [hue * 60, saturation * 100, lightness * 100];
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours. */
export function contrastRatio(first: string | Rgb, second: string | Rgb): number {
  const [lighter, darker] = [first, second].map((color) => relativeLuminance(typeof color === 'string' ? parseColor(color) : color)).sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` drawn with `alpha` over `background`, as `#rrggbb`. */
export function blend(color: string, alpha: number, background: string): string {
  const top = parseColor(color);
  const bottom = parseColor(background);
  return toHex(top.map((channel, index) => Math.round(channel * alpha + bottom[index]! * (1 - alpha))) as unknown as Rgb);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `color`, made lighter or darker (whichever the backgrounds call for) until it reaches `minContrast` on each. */
export function readableOn(color: string, backgrounds: readonly string[], minContrast = MIN_TEXT_CONTRAST): string {
  const passes = (rgb: Rgb) => backgrounds.every((background) => contrastRatio(rgb, background) >= minContrast);
  const original = parseColor(color);
  if (passes(original)) return color;
  const [hue, saturation, lightness] = rgbToHsl(original);
  const darkBackgrounds = backgrounds.every((background) => relativeLuminance(parseColor(background)) < 0.18);
  const step = darkBackgrounds ? 1 : -1;
  for (let next = lightness + step; next >= 0 && next <= 100; next += step) {
    const candidate = hslToRgb([hue, saturation, next]);
    if (passes(candidate)) return toHex(candidate);
  }
  throw new Error(`No lightness of ${color} reaches ${minContrast}:1 on ${backgrounds.join(', ')}.`);
}

/**
 * `theme` with every token colour (and the plain text colour) readable on the
 * block's background and on a highlighted line, which Docusaurus shades with
 * black at `highlightedLineShade` opacity (--docusaurus-highlighted-code-line-bg).
 */
export function readablePrismTheme(theme: PrismTheme, {highlightedLineShade = 0}: {highlightedLineShade?: number} = {}): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('The Prism theme has no plain.backgroundColor to measure contrast against.');
  const backgrounds = [background, blend('rgb(0, 0, 0)', highlightedLineShade, background)];
  const fix = (color: string | undefined) => (color ? readableOn(color, backgrounds) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => (entry.style.color ? {...entry, style: {...entry.style, color: fix(entry.style.color)}} : entry)),
  };
}
