// File answers (a PDF to download, an image to show, a mail attachment): never cached by shared
// caches, never sniffed into another type, and named safely in their Content-Disposition. What
// an upload may be is checked in services/uploads.ts.
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** `filename="…"` with ASCII only; a name that needed changing also goes exactly in `filename*` (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = `${kind}; filename="${ascii}"`;
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const sendFile = (
  c: Context<AppEnv>,
  file: { data: Buffer; fileName: string; contentType: string },
  kind: 'attachment' | 'inline' = 'attachment',
) =>
  c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(kind, file.fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });

export const sendPdf = (c: Context<AppEnv>, file: { pdf: Buffer; fileName: string }) =>
  sendFile(c, { data: file.pdf, fileName: file.fileName, contentType: 'application/pdf' });
