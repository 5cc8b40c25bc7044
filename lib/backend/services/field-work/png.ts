// PNG checks for drawn signatures, and a tiny encoder for the signature images of the demo
// data and tests (no image library needed for a few strokes).
import { deflateSync } from 'node:zlib';
import { invalidField } from '../../errors';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIZE } from '../../../domain/field-work';
import { fitsSize, pngSize } from '../image-size';

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a signature data URL; 422 on the `signature` field when it is not a PNG or too large. */
export function signaturePngOf(dataUrl: string, field = 'signature'): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw invalidField(field, 'The signature image is too large (at most 600 KB)');
  if (bytes.length < 32 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw invalidField(field, 'The signature is not a PNG image');
  // The size its header claims, before anything decodes it.
  if (!fitsSize(pngSize(bytes), SIGNATURE_MAX_SIZE))
    throw invalidField(
      field,
      `The signature image is too large (at most ${SIGNATURE_MAX_SIZE.width} × ${SIGNATURE_MAX_SIZE.height} pixels)`,
    );
  return bytes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** RGBA pixels (width × height × 4 bytes) → PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A hand-signature-like stroke on a transparent background; `seed` varies its shape. */
export function drawSignaturePng(seed = 1, width = 240, height = 80): Buffer {
  const px = new Uint8Array(width * height * 4);
  const dot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const xi = Math.round(x) + dx;
        const yi = Math.round(y) + dy;
        if (xi < 0 || yi < 0 || xi >= width || yi >= height) continue;
        px.set([20, 30, 90, 255], (yi * width + xi) * 4);
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0015) {
    const x = 12 + t * (width - 24);
    const y = height / 2 + Math.sin(t * Math.PI * (3 + (seed % 4))) * (height / 4) + Math.sin(t * 40 + seed) * 5;
    dot(x, y);
  }
  return encodePng(width, height, px);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
