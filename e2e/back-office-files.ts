// Helpers of the back-office specs: a real PNG large enough to watch an upload, and the text of
// a downloaded PDF as poppler reads it.
import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { pdfText } from '../lib/backend/test-support/pdf-text';

function chunk(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A PNG of random pixels: noise does not compress, so the upload takes a moment. */
export function noisePng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(size * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The text of a downloaded PDF; non-breaking spaces (as in money amounts) read as spaces. */
export async function downloadedPdfText(download: Download): Promise<string> {
  const path = await download.path();
  return pdfText(readFileSync(path)).replace(/\u00a0/g, ' ');
}
