import { PDFDocument } from 'pdf-lib';
import { renderPdf } from './render-pdf';
import { pdfImagePages, pdfText } from '../../test-support/pdf-text';
import { drawSignaturePng } from '../field-work/png';
import { LOCALES } from '../../../domain/i18n/locales';
import { readerFormat, translator } from '../i18n/translate';

const EN = { locale: 'en' as const, timeZone: 'Europe/Amsterdam', tenantName: 'Crewdeck Demo' };
const AT = new Date('2026-06-01T16:00:00Z');

describe('renderPdf', () => {
  it('writes the facts, the table, the signature and a subject; pdf-lib loads it back', async () => {
    const pdf = await renderPdf({
      reader: EN,
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
      signature: { name: 'Casey Smit', png: drawSignaturePng(3), signedAt: AT },
      subject: 'Sam de Vries 8:00',
    });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe('Sam de Vries 8:00');
    const text = pdfText(pdf);
    for (const s of [
      'Delivery note',
      'Łukasz Żółw 王',
      'Sam de Vries',
      '15:30',
      'Casey Smit',
      'Signed on 1 June 2026 at 18:00 CEST',
    ])
      expect(text).toContain(s);
  });
  // Welsh, Polish, Cyrillic, Greek, Vietnamese and Chinese names, in bold and regular, in facts,
  // table, answers and remarks: read back by pdftotext, every letter is there.
  const NAMES = ['Siân Dŵr-Ŷnys', 'Łukasz Żółć', 'Иван Петров', 'Σοφία Παπαδοπούλου', 'Nguyễn Thị Hằng', '王小明'];

  it('keeps every letter of names in the scripts of our languages and beyond', async () => {
    const pdf = await renderPdf({
      reader: EN,
      title: `${NAMES[0]} — ${NAMES[5]}`,
      facts: NAMES.map((name, i) => [`${i}`, name]),
      table: { headers: NAMES.slice(0, 2), widths: [200, 200], rows: [NAMES.slice(2, 4), NAMES.slice(4, 6)] },
      answers: [[NAMES[2]!, NAMES.join(' ')]],
      remarks: NAMES.join(', '),
      signature: { name: NAMES[3]!, png: drawSignaturePng(2), signedAt: AT },
      subject: NAMES.join(', '),
    });
    const text = pdfText(pdf);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain(`${NAMES[0]} — ${NAMES[5]}`);
    expect(text).not.toContain('?');
    expect((await PDFDocument.load(pdf)).getSubject()).toBe(NAMES.join(', '));
  });

  it('shortens a cell that does not fit with an ellipsis, whatever its script', async () => {
    const long = '王小明'.repeat(30);
    const pdf = await renderPdf({
      reader: EN,
      title: 't',
      facts: [],
      table: { headers: ['Name'], widths: [80], rows: [[long]] },
      subject: 's',
    });
    const line = pdfText(pdf)
      .split('\n')
      .find((l) => l.includes('王'))!;
    expect(line.trim()).toMatch(/^(王小明)+[王小]?…$/);
    expect(line.trim().length).toBeLessThan(long.length);
  });

  it('wraps a long answer without spaces between its characters, on the page', async () => {
    const answer = '王小明'.repeat(60);
    const pdf = await renderPdf({ reader: EN, title: 't', facts: [], answers: [['Q', answer]], subject: 's' });
    const lines = pdfText(pdf)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.includes('王'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(answer);
  });

  it('flows long content onto more pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Person ${i}`, '1:00']);
    const pdf = await renderPdf({
      reader: EN,
      title: 'Long',
      facts: [],
      table: { headers: ['Name', 'Paid'], widths: [200, 60], rows },
      subject: 'x',
    });
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    expect(pdfText(pdf)).toContain('Person 119');
  });
  it("puts the tenant's logo at the head of every page, and none where the tenant has none", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Person ${i}`, '1:00']);
    const content = {
      title: 'Long',
      facts: [],
      table: { headers: ['Name', 'Paid'], widths: [200, 60], rows },
      subject: 'x',
    };
    const logo = { bytes: drawSignaturePng(3, 64, 32), type: 'image/png' as const };
    const pdf = await renderPdf({ ...content, reader: { ...EN, logo } });
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    expect(pdfImagePages(pdf)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    expect(pdfImagePages(await renderPdf({ ...content, reader: { ...EN, logo: null } }))).toEqual([]);
  });
  it('refuses a signature that only looks like a PNG', async () => {
    const fake = Buffer.concat([drawSignaturePng().subarray(0, 8), Buffer.alloc(64, 7)]);
    await expect(
      renderPdf({ reader: EN, title: 't', facts: [], subject: 's', signature: { name: 'x', png: fake, signedAt: AT } }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { signature: expect.any(String) } });
  });

  it.each(LOCALES)(
    'in %s: heads every page with the tenant, numbers it, and words signature and remarks',
    async (locale) => {
      const t = translator(locale, 'Pdf');
      const reader = { locale, timeZone: 'Europe/Amsterdam', tenantName: 'Siân Dŵr-Ŷnys Events' };
      const rows = Array.from({ length: 90 }, (_, i) => [`Person ${i}`, '1:00']);
      const pdf = await renderPdf({
        reader,
        title: 'T',
        facts: [],
        table: { headers: ['N', 'P'], widths: [200, 60], rows },
        remarks: 'R',
        signature: { name: 'Łukasz Żółć', png: drawSignaturePng(2), signedAt: AT },
        subject: 's',
      });
      const doc = await PDFDocument.load(pdf);
      const pages = doc.getPageCount();
      expect(pages).toBeGreaterThan(1);
      const text = pdfText(pdf).replace(/[\u00a0\u202f]/g, ' ');
      expect(text.split(reader.tenantName)).toHaveLength(pages + 1);
      for (let page = 1; page <= pages; page++) expect(text).toContain(t('page', { page, pages }));
      const when = readerFormat(reader)
        .instant(AT, 'paperTime')
        .replace(/[\u00a0\u202f]/g, ' ');
      for (const words of [t('signedBy'), t('remarks'), t('signedAt', { when })]) expect(text).toContain(words);
    },
  );
});
