import { PDFDocument } from 'pdf-lib';
import { renderPdf } from './pdf';
import { pdfText } from '../../test-support/pdf-text';
import { drawSignaturePng, signaturePngOf, pngDataUrl } from './png';
import { ApiError } from '../../errors';

describe('renderPdf', () => {
  it('writes the facts, the table, the signature and a subject; pdf-lib loads it back', async () => {
    const pdf = await renderPdf({
      title: 'Delivery note',
      facts: [
        ['Project', '26001 Main stage'],
        ['Crew', 'Show crew'],
      ],
      table: {
        headers: ['Name', 'Paid'],
        widths: [200, 60],
        rows: [
          ['Łukasz Żółw 王', '7:30'],
          ['Sam de Vries', '8:00'],
        ],
        totals: ['Total', '15:30'],
      },
      signature: { name: 'Casey Smit', png: drawSignaturePng(3), signedAt: '2026-06-01 18:00' },
      subject: 'Sam de Vries 8:00',
    });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe('Sam de Vries 8:00');
    const text = pdfText(pdf);
    for (const s of [
      'Delivery note',
      'Lukasz Zólw ?',
      'Sam de Vries',
      '15:30',
      'Casey Smit',
      'Signed at 2026-06-01 18:00',
    ])
      expect(text).toContain(s);
  });
  it('flows long content onto more pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Person ${i}`, '1:00']);
    const pdf = await renderPdf({
      title: 'Long',
      facts: [],
      table: { headers: ['Name', 'Paid'], widths: [200, 60], rows },
      subject: 'x',
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Person 119');
  });
  it('refuses a signature that only looks like a PNG', async () => {
    const fake = Buffer.concat([drawSignaturePng().subarray(0, 8), Buffer.alloc(64, 7)]);
    await expect(
      renderPdf({ title: 't', facts: [], subject: 's', signature: { name: 'x', png: fake, signedAt: 'now' } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { signature: expect.any(String) } });
  });
});

describe('signaturePngOf', () => {
  it('accepts a PNG data URL and refuses other bytes', () => {
    const png = drawSignaturePng();
    expect(signaturePngOf(pngDataUrl(png)).equals(png)).toBe(true);
    expect(() =>
      signaturePngOf(
        `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-really-long-enough').toString('base64')}`,
      ),
    ).toThrow(ApiError);
  });
});
