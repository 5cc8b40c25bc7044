// The pixel size an image claims in its header, read before anything decodes it: a small file can
// claim 11000 × 11000 pixels (about 2 GB decoded), in a PDF renderer or in a planner's browser.

export type TImageSize = { width: number; height: number };

/** Width and height from the header of a PNG, JPEG or WebP; null when the header cannot be read. */
export function imageSize(bytes: Buffer, type: string): TImageSize | null {
  if (type === 'image/png') return pngSize(bytes);
  if (type === 'image/jpeg') return jpegSize(bytes);
  if (type === 'image/webp') return webpSize(bytes);
  return null;
}

/** PNG: the first chunk is IHDR, width and height as 32-bit numbers at bytes 16 and 20. */
export function pngSize(b: Buffer): TImageSize | null {
  if (b.length < 24 || b.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(b: Buffer): TImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

/** WebP: the size sits in the VP8, VP8L or VP8X chunk right after the RIFF header. */
function webpSize(b: Buffer): TImageSize | null {
  if (b.length < 30) return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

/** Whether a size read from a header is larger than the cap (false when no size could be read). */
export function exceedsSize(size: TImageSize | null, max: { width: number; height: number }): boolean {
  return size !== null && size.width > 0 && size.height > 0 && !fitsSize(size, max);
}

/** Whether an image fits: its long and short side within the cap's, either way round. */
export function fitsSize(size: TImageSize | null, max: { width: number; height: number }): boolean {
  if (!size || size.width === 0 || size.height === 0) return false;
  const [long, short] = size.width >= size.height ? [size.width, size.height] : [size.height, size.width];
  const [maxLong, maxShort] = max.width >= max.height ? [max.width, max.height] : [max.height, max.width];
  return long <= maxLong && short <= maxShort;
}
