// The signed paperwork of the crew's day as PDF (pdf-lib, standard fonts, A4): delivery
// notes, crew chief sheets and filled-in forms. The text of the document is also written
// into the PDF's subject, so that mail clients and search show what it holds.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { invalidField } from '../../errors';

export type TPdfTable = { headers: string[]; widths: number[]; rows: string[][]; totals?: string[] };
export type TPdfSignature = { name: string; png: Buffer; signedAt: string };
export type TPdfContent = {
  title: string;
  facts: [string, string][];
  table?: TPdfTable;
  answers?: [string, string][];
  remarks?: string | null;
  signature?: TPdfSignature;
  /** A logo in the top right corner (a project's logo on its report). */
  logo?: { bytes: Buffer; type: 'image/png' | 'image/jpeg' };
  /** More than one signer (documents signed in turn), drawn one after the other. */
  signatures?: TPdfSignature[];
  subject: string;
};

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.4, 0.42, 0.5);

// Letters with a stroke do not decompose into letter + accent.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/** Helvetica speaks WinAnsi only: other characters lose their accents or become "?". */
function makeSafe(font: PDFFont) {
  const cache = new Map<string, string>();
  const ok = (ch: string) => {
    try {
      font.encodeText(ch);
      return true;
    } catch {
      return false;
    }
  };
  return (text: string) =>
    [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')]
      .map((ch) => {
        let out = cache.get(ch);
        if (out === undefined) {
          const plain = (STROKED[ch] ?? ch).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
          out = ok(ch) ? ch : plain && ok(plain) ? plain : '?';
          cache.set(ch, out);
        }
        return out;
      })
      .join('');
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly safe: (s: string) => string,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(
    s: string,
    x: number,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; maxWidth?: number } = {},
  ) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    let t = this.safe(s);
    if (opts.maxWidth && font.widthOfTextAtSize(t, size) > opts.maxWidth) {
      while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > opts.maxWidth) t = t.slice(0, -1);
      t = `${t}…`;
    }
    this.page.drawText(t, { x, y: this.y, size, font, color: opts.color ?? INK });
  }
  /** Word-wrapped paragraph from x to the right margin. */
  paragraph(s: string, x: number, size = 10) {
    const words = this.safe(s).split(' ');
    const max = PAGE[0] - MARGIN - x;
    let line = '';
    const flush = () => {
      this.room(size + 4);
      this.page.drawText(line, { x, y: this.y, size, font: this.font, color: INK });
      this.y -= size + 4;
      line = '';
    };
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && this.font.widthOfTextAtSize(next, size) > max) flush();
      line = line ? `${line} ${w}` : w;
    }
    if (line) flush();
  }
}

function drawTable(w: Writer, table: TPdfTable) {
  const row = (cells: string[], bold: boolean) => {
    w.room(16);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = table.widths[i] ?? 60;
      w.text(cell, x, { bold, maxWidth: width - 6, size: 9 });
      x += width;
    });
    w.y -= 15;
  };
  const rule = () => {
    w.page.drawLine({
      start: { x: MARGIN, y: w.y + 10 },
      end: { x: PAGE[0] - MARGIN, y: w.y + 10 },
      thickness: 0.5,
      color: MUTED,
    });
  };
  row(table.headers, true);
  rule();
  for (const r of table.rows) row(r, false);
  if (table.totals) {
    rule();
    row(table.totals, true);
  }
}

async function drawSignature(w: Writer, sig: TPdfSignature) {
  let image;
  try {
    image = await w.doc.embedPng(sig.png);
  } catch {
    throw invalidField('signature', 'The signature is not a readable PNG image');
  }
  const scale = Math.min(220 / image.width, 90 / image.height, 1);
  const height = image.height * scale;
  w.room(height + 60);
  w.y -= 10;
  w.text('Signed by', MARGIN, { bold: true });
  w.y -= 14;
  w.text(sig.name, MARGIN);
  w.y -= 14;
  w.text(`Signed at ${sig.signedAt}`, MARGIN, { color: MUTED, size: 9 });
  w.y -= height + 6;
  w.page.drawImage(image, { x: MARGIN, y: w.y, width: image.width * scale, height });
  w.page.drawLine({
    start: { x: MARGIN, y: w.y - 2 },
    end: { x: MARGIN + 240, y: w.y - 2 },
    thickness: 0.5,
    color: MUTED,
  });
  w.y -= 16;
}

export async function renderPdf(content: TPdfContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = makeSafe(font);
  doc.setTitle(safe(content.title));
  doc.setSubject(safe(content.subject));
  doc.setProducer('Crewdeck');
  doc.setCreator('Crewdeck');
  const w = new Writer(doc, font, bold, safe);

  if (content.logo) {
    const image =
      content.logo.type === 'image/png'
        ? await doc.embedPng(content.logo.bytes)
        : await doc.embedJpg(content.logo.bytes);
    const scale = Math.min(120 / image.width, 48 / image.height, 1);
    w.page.drawImage(image, {
      x: PAGE[0] - MARGIN - image.width * scale,
      y: PAGE[1] - MARGIN - image.height * scale + 14,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  w.text(content.title, MARGIN, { size: 18, bold: true, maxWidth: PAGE[0] - 2 * MARGIN - (content.logo ? 130 : 0) });
  w.y -= 28;
  for (const [label, value] of content.facts) {
    w.room(14);
    w.text(label, MARGIN, { bold: true, color: MUTED });
    w.text(value, MARGIN + 90, { maxWidth: PAGE[0] - 2 * MARGIN - 90 });
    w.y -= 14;
  }
  w.y -= 12;
  if (content.table) drawTable(w, content.table);
  for (const [question, answer] of content.answers ?? []) {
    w.room(30);
    w.text(question, MARGIN, { bold: true, maxWidth: PAGE[0] - 2 * MARGIN });
    w.y -= 13;
    w.paragraph(answer || '-', MARGIN + 12);
    w.y -= 4;
  }
  if (content.remarks) {
    w.y -= 6;
    w.room(30);
    w.text('Remarks', MARGIN, { bold: true });
    w.y -= 13;
    w.paragraph(content.remarks, MARGIN);
  }
  for (const sig of [...(content.signature ? [content.signature] : []), ...(content.signatures ?? [])])
    await drawSignature(w, sig);
  return Buffer.from(await doc.save());
}
