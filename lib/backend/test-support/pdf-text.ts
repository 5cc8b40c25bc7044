// The text of a PDF as an independent reader sees it: poppler's pdftotext (Debian package
// poppler-utils; .ci/run installs it). Tests check produced PDFs with it rather than with a
// reader of our own, which would share our writer's assumptions.
import { execFileSync } from 'node:child_process';

export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: Buffer.from(pdf),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}
