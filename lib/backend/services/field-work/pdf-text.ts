// Reads back the text that pdf.ts drew (standard fonts write hex strings into deflated
// content streams), so that a produced PDF can be checked for names and hours.
import { inflateSync } from 'node:zlib';

export function extractPdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let body = m[1]!;
    try {
      body = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      /* not deflated */
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
    for (const t of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(t[1]!);
  }
  return out.join('\n');
}
