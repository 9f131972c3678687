import {describe, expect, test} from 'vitest';
import {buildIco, pngSize} from './buildIco';

/** The first 24 bytes of a PNG: signature, IHDR length and type, width, height. */
function fakePng(width: number, height: number, extra = 10): Buffer {
  const png = Buffer.alloc(24 + extra);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png, 0);
  png.writeUInt32BE(13, 8);
  png.write('IHDR', 12, 'ascii');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('buildIco', () => {
  test('writes an icon directory with one PNG entry per image, sizes from the PNG headers', () => {
    const small = fakePng(16, 16);
    const large = fakePng(256, 256, 20);
    const ico = buildIco([small, large]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([16, 16, small.length, 38]);
    expect([ico.readUInt8(22), ico.readUInt8(23), ico.readUInt32LE(22 + 12)]).toEqual([0, 0, 38 + small.length]);
    expect(ico.subarray(38, 38 + small.length).equals(small)).toBe(true);
    expect(ico.length).toBe(38 + small.length + large.length);
  });

  test.each([
    ['no image', [], /at least one PNG/],
    ['a non-PNG buffer', [Buffer.from('GIF89a-and-more-bytes-here')], /PNG images only/],
    ['an image over 256 px', [fakePng(512, 512)], /at most 256×256/],
  ])('rejects %s with a clear message', (_, pngs, message) => {
    expect(() => buildIco(pngs)).toThrow(message);
  });

  test('pngSize reads width and height', () => {
    expect(pngSize(fakePng(1200, 630))).toEqual({width: 1200, height: 630});
  });
});
