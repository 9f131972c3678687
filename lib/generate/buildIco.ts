/**
 * Packs PNG images into one .ico file (the ICONDIR format, PNG-compressed
 * entries, which every current browser reads). Sizes come from each PNG's header.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(png: Buffer): {width: number; height: number} {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error('buildIco takes PNG images only: a buffer does not start with the PNG signature.');
  }
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

export function buildIco(pngs: readonly Buffer[]): Buffer {
  if (pngs.length === 0) throw new Error('buildIco needs at least one PNG image.');
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = header.length + 16 * pngs.length;
  for (const png of pngs) {
    const {width, height} = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`An .ico entry is at most 256×256 px, got ${width}×${height}.`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0); // 0 means 256
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}
