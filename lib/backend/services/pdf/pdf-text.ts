// Text on a PDF page in the fonts of fonts.ts: measured and drawn run by run, each run in the
// file of the font that has its characters. pdf-lib embeds only the glyphs a document uses.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { faceBytes, faceOf, facesFor, runsOf, type TFace, type TWeight } from './fonts';

/** One line of text: line breaks and tabs become spaces; other control characters go. */
export const oneLine = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\p{Cc}/gu, '');

export class PdfText {
  private constructor(private readonly fonts: Map<TFace, PDFFont>) {}

  /**
   * Embeds, in both weights, the faces the given texts need (Latin always: labels, numbers). A run
   * always starts in the first face that has its first character, so those faces are all a
   * drawing can ask for.
   */
  static async embed(doc: PDFDocument, texts: string[]): Promise<PdfText> {
    // Loaded on the first PDF, not when the backend starts: most processes and requests never
    // draw one.
    const { default: fontkit } = await import('@pdf-lib/fontkit');
    doc.registerFontkit(fontkit);
    const fonts = new Map<TFace, PDFFont>();
    const characters = new Set(oneLine(`0 ${texts.join(' ')}`));
    for (const weight of [400, 700] as TWeight[]) {
      const faces = facesFor(weight);
      for (const ch of characters) {
        const face = faceOf(faces, ch.codePointAt(0)!);
        if (face && !fonts.has(face)) fonts.set(face, await doc.embedFont(faceBytes(face), { subset: true }));
      }
    }
    return new PdfText(fonts);
  }

  private runs(text: string, bold: boolean) {
    return runsOf(facesFor(bold ? 700 : 400), oneLine(text)).flatMap((run) => {
      const font = this.fonts.get(run.face);
      // A face not embedded: a text the document did not announce; its characters are left out.
      return font ? [{ font, text: run.text }] : [];
    });
  }

  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; bold?: boolean; color: Color }) {
    let x = at.x;
    for (const run of this.runs(text, at.bold ?? false)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}
