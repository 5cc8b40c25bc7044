// File answers: a PDF to download, an image to show. Never cached by shared caches.
import type { Context } from 'hono';
import type { AppEnv } from '../context';

export const sendPdf = (c: Context<AppEnv>, file: { pdf: Buffer; fileName: string }) =>
  c.body(new Uint8Array(file.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
  });
