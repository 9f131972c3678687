import {describe, expect, test} from 'vitest';
import {svgDataUrl} from './svgDataUrl';

describe('svgDataUrl', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#1d4ed8"/>
</svg>
`;

  test('decodes back to the same drawing', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#1d4ed8'/></svg>`);
  });

  test('holds nothing that would end an attribute, start a fragment or break a line', () => {
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/["#<>\n\r\t]/);
    expect(url).toContain('%231d4ed8');
  });

  test('is shorter than base64', () => {
    expect(svgDataUrl(svg).length).toBeLessThan(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`.length);
  });
});
