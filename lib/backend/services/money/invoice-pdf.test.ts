/** @jest-environment node */
// The invoice PDF speaks the tenant's language: labels from messages/*.json (InvoicePdf),
// money and dates in its conventions, as poppler's pdftotext reads the PDF back.
import { documentTotals } from '../../../domain/money';
import { pdfText } from '../../test-support/pdf-text';
import { renderInvoicePdf, type TInvoicePdfInput } from './invoice-pdf';

const items = [
  { position: 1, description: 'Stagehands', quantity: 800, unitPrice: 3500, vatRate: 2100, amount: 28000 },
];

type TLocale = TInvoicePdfInput['reader']['locale'];

const input = (locale: TLocale): TInvoicePdfInput => ({
  reader: { locale, timeZone: 'Europe/Amsterdam', tenantName: 'Crewdeck Demo' },
  number: 'INV-2026-0007',
  draft: false,
  currency: 'EUR',
  date: '2026-11-24',
  dueDate: '2026-12-08',
  reference: 'PO 17',
  notes: null,
  pricesIncludeVat: false,
  sender: { name: 'Crewdeck Demo', address: 'Kade 1, Rotterdam', email: null, vatNumber: 'NL001' },
  client: { name: 'Harbour Events', number: 12, address: null },
  items,
  totals: documentTotals(items, false),
});

const read = async (locale: TLocale) => pdfText(await renderInvoicePdf(input(locale))).replace(/[\u00a0\u202f]/g, ' ');

describe('renderInvoicePdf', () => {
  it('writes a Dutch tenant’s invoice in Dutch', async () => {
    const text = await read('nl');
    for (const label of ['Factuur INV-2026-0007', 'Factuurdatum', 'Vervaldatum', 'Omschrijving', 'Totaal', 'Btw 21%'])
      expect(text).toContain(label);
    expect(text).toContain('8 december 2026');
    expect(text).not.toMatch(/Invoice date|Due date|Description/);
  });

  it('writes a German tenant’s invoice in German, addressing the reader with "Sie"', async () => {
    const text = await read('de');
    expect(text).toContain('Rechnung INV-2026-0007');
    expect(text).toContain('Bitte zahlen Sie');
    expect(text).toContain('8. Dezember 2026');
  });

  it('keeps English for an English tenant, with dates as Europe writes them', async () => {
    const text = await read('en');
    expect(text).toContain('Invoice INV-2026-0007');
    expect(text).toContain('Please pay');
    expect(text).toContain('8 December 2026');
  });
});
