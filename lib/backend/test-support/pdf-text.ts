// The text and images of a PDF as an independent reader sees them: poppler's pdftotext and pdfimages (Debian package
// poppler-utils; .ci/run installs it). Tests check produced PDFs with it rather than with a
// reader of our own, which would share our writer's assumptions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: Buffer.from(pdf),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** The pages on which poppler's pdfimages finds an image, each page once (1-based). */
export function pdfImagePages(pdf: Uint8Array): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-images-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then one line per image whose first column is its page.
    const pages = list
      .split('\n')
      .slice(2)
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((n) => n > 0);
    return [...new Set(pages)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
