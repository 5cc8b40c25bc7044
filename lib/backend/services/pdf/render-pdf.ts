// Every PDF the product makes (pdf-lib, A4): delivery notes, crew chief sheets, forms, reports,
// payslips, invoices. Text is drawn in the Noto fonts of fonts.ts, so every name keeps its
// letters. Each page is headed by the tenant's name and numbered; the words this file adds
// (signed by, remarks, page) are the reader's (the Pdf namespace of messages/*.json), and so is
// the time of a signature. The text of the document is also written into the PDF's subject, so
// that mail clients and search show what it holds.
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { invalidField } from '../../errors';
import { oneLine, PdfText } from './pdf-text';
import { pdfWords, type TPdfReader, type TPdfWords } from './pdf-words';

export type TPdfTable = { headers: string[]; widths: number[]; rows: string[][]; totals?: string[] };
export type TPdfSignature = { name: string; png: Buffer; signedAt: Date };
export type TPdfContent = {
  reader: TPdfReader;
  title: string;
  facts: [string, string][];
  /** A sentence under the facts, where a table would have nothing in it (a week without jobs). */
  note?: string;
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

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: PdfText,
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
    const bold = opts.bold ?? false;
    const width = (text: string) => this.fonts.width(text, size, bold);
    let t = [...oneLine(s)];
    if (opts.maxWidth && width(t.join('')) > opts.maxWidth) {
      while (t.length > 1 && width(`${t.join('')}…`) > opts.maxWidth) t = t.slice(0, -1);
      t = [...t, '…'];
    }
    this.fonts.draw(this.page, t.join(''), { x, y: this.y, size, bold, color: opts.color ?? INK });
  }
  /**
   * Word-wrapped paragraph from x to the right margin. A word wider than the line (Chinese and
   * Japanese write without spaces) is broken between its characters.
   */
  paragraph(s: string, x: number, size = 10) {
    const max = PAGE[0] - MARGIN - x;
    const tokens = oneLine(s)
      .split(' ')
      .flatMap((word) =>
        this.fonts.width(word, size) > max
          ? [...word].map((ch, i) => ({ text: ch, gap: i === 0 ? ' ' : '' }))
          : [{ text: word, gap: ' ' }],
      );
    let line = '';
    const flush = () => {
      this.room(size + 4);
      this.fonts.draw(this.page, line, { x, y: this.y, size, color: INK });
      this.y -= size + 4;
    };
    for (const { text, gap } of tokens) {
      const next = line ? `${line}${gap}${text}` : text;
      if (line && this.fonts.width(next, size) > max) {
        flush();
        line = text;
      } else line = next;
    }
    if (line) flush();
  }
}

/**
 * A column heading in the width it has: broken into lines between words, and set smaller when
 * one word is wider than the column ("Eingecheckt", "Gefactureerd"), so that no language's
 * heading is cut off.
 */
function headingLines(w: Writer, heading: string, width: number): { size: number; lines: string[] } {
  const words = oneLine(heading).split(' ');
  const widest = Math.max(...words.map((word) => w.fonts.width(word, 9, true)));
  // A little under the exact fit, so that rounding never tips it over into an ellipsis.
  const size = widest > width ? Math.max(6, (9 * width * 0.97) / widest) : 9;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && w.fonts.width(`${last} ${word}`, size, true) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return { size, lines };
}

function drawTable(w: Writer, table: TPdfTable) {
  const widthOf = (i: number) => (table.widths[i] ?? 60) - 6;
  const row = (cells: string[], bold: boolean) => {
    w.room(16);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      w.text(cell, x, { bold, maxWidth: widthOf(i), size: 9 });
      x += widthOf(i) + 6;
    });
    w.y -= 15;
  };
  const headings = () => {
    const cells = table.headers.map((heading, i) => headingLines(w, heading, widthOf(i)));
    const lines = Math.max(1, ...cells.map((c) => c.lines.length));
    w.room(16 + (lines - 1) * 10);
    const top = w.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      cell.lines.forEach((line, k) => {
        w.y = top - k * 10;
        w.text(line, x, { bold: true, maxWidth: widthOf(i), size: cell.size });
      });
      x += widthOf(i) + 6;
    });
    w.y = top - (lines - 1) * 10 - 15;
  };
  const rule = () => {
    w.page.drawLine({
      start: { x: MARGIN, y: w.y + 10 },
      end: { x: PAGE[0] - MARGIN, y: w.y + 10 },
      thickness: 0.5,
      color: MUTED,
    });
  };
  headings();
  rule();
  for (const r of table.rows) row(r, false);
  if (table.totals) {
    rule();
    row(table.totals, true);
  }
}

async function drawSignature(w: Writer, sig: TPdfSignature, words: TPdfWords) {
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
  w.text(words.t('signedBy'), MARGIN, { bold: true });
  w.y -= 14;
  w.text(sig.name, MARGIN);
  w.y -= 14;
  w.text(words.t('signedAt', { when: words.when(sig.signedAt) }), MARGIN, { color: MUTED, size: 9 });
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

const signaturesOf = (c: TPdfContent) => [...(c.signature ? [c.signature] : []), ...(c.signatures ?? [])];

/** Every text the document draws, so that the fonts it needs are embedded before drawing. */
const textsOf = (c: TPdfContent, words: TPdfWords): string[] => [
  c.reader.tenantName,
  words.t('page', { page: 1234567890, pages: 1234567890 }),
  c.title,
  ...c.facts.flat(),
  c.note ?? '',
  ...(c.table ? [...c.table.headers, ...c.table.rows.flat(), ...(c.table.totals ?? [])] : []),
  ...(c.answers ?? []).flat(),
  c.remarks ? `${words.t('remarks')} ${c.remarks}` : '',
  ...signaturesOf(c).flatMap((sig) => [
    words.t('signedBy'),
    sig.name,
    words.t('signedAt', { when: words.when(sig.signedAt) }),
  ]),
];

/** The tenant's name above and "Page n of m" below every page. */
/** The tenant's logo at the head of a page: at most 16 points high, before its name. */
const LOGO_HEIGHT = 16;

async function headAndNumber(doc: PDFDocument, fonts: PdfText, c: TPdfContent, words: TPdfWords) {
  const pages = doc.getPages();
  const logo = c.reader.logo
    ? await (c.reader.logo.type === 'image/png' ? doc.embedPng(c.reader.logo.bytes) : doc.embedJpg(c.reader.logo.bytes))
    : null;
  const logoSize = logo ? logo.scale(Math.min(LOGO_HEIGHT / logo.height, 80 / logo.width)) : null;
  pages.forEach((page, i) => {
    const size = 8;
    let left = MARGIN;
    if (logo && logoSize) {
      page.drawImage(logo, { x: left, y: PAGE[1] - 31, width: logoSize.width, height: logoSize.height });
      left += logoSize.width + 6;
    }
    fonts.draw(page, oneLine(c.reader.tenantName), { x: left, y: PAGE[1] - 28, size, color: MUTED });
    const number = words.t('page', { page: i + 1, pages: pages.length });
    const x = PAGE[0] - MARGIN - fonts.width(number, size, false);
    fonts.draw(page, number, { x, y: 24, size, color: MUTED });
  });
}

export async function renderPdf(content: TPdfContent): Promise<Buffer> {
  const words = pdfWords(content.reader);
  const doc = await PDFDocument.create();
  const fonts = await PdfText.embed(doc, textsOf(content, words));
  doc.setTitle(oneLine(content.title));
  doc.setSubject(oneLine(content.subject));
  doc.setLanguage(content.reader.locale);
  doc.setProducer('Crewdeck');
  doc.setCreator('Crewdeck');
  const w = new Writer(doc, fonts);

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
  // The labels' column is as wide as the widest label of the reader's language needs.
  const labels = Math.min(200, Math.max(90, ...content.facts.map(([label]) => fonts.width(label, 10, true) + 12)));
  for (const [label, value] of content.facts) {
    w.room(14);
    w.text(label, MARGIN, { bold: true, color: MUTED, maxWidth: labels - 6 });
    w.text(value, MARGIN + labels, { maxWidth: PAGE[0] - 2 * MARGIN - labels });
    w.y -= 14;
  }
  w.y -= 12;
  if (content.note) {
    w.room(14);
    w.paragraph(content.note, MARGIN);
    w.y -= 8;
  }
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
    w.text(words.t('remarks'), MARGIN, { bold: true });
    w.y -= 13;
    w.paragraph(content.remarks, MARGIN);
  }
  for (const sig of signaturesOf(content)) await drawSignature(w, sig, words);
  await headAndNumber(doc, fonts, content, words);
  return Buffer.from(await doc.save());
}
