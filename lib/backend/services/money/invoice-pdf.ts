// The invoice as a PDF (pdf-lib through services/pdf/render-pdf.ts): the sender and the client, the
// dates, the items with their amounts, VAT per rate and the total, in the tenant's language
// (labels from messages/*.json → InvoicePdf, money and dates in its conventions). The same function makes the PDF a client downloads
// and the one mailed to them.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, contacts } from '../../db/schema';
import { documentTotals, fromHundredths, type TTotals } from '../../../domain/money';
import { readerFormat, translator } from '../i18n/translate';
import { readerOf } from '../i18n/reader-of';
import { renderPdf } from '../pdf/render-pdf';
import type { TPdfReader } from '../pdf/pdf-words';
import { storedItems, type TItemRow } from './items';
import type { TInvoiceRow } from './invoice-read';
import { getPaperwork } from './settings';

export type TInvoicePdfInput = {
  reader: TPdfReader;
  number: string;
  draft: boolean;
  currency: string;
  date: string;
  dueDate: string;
  reference: string | null;
  notes: string | null;
  pricesIncludeVat: boolean;
  sender: { name: string; address: string | null; email: string | null; vatNumber: string | null };
  client: { name: string; number: number; address: string | null };
  items: TItemRow[];
  totals: TTotals;
};

/** The PDF of an invoice from plain data (unit-tested with pdftotext). */
export async function renderInvoicePdf(i: TInvoicePdfInput): Promise<Buffer> {
  const format = readerFormat(i.reader);
  const m = (cents: number) => format.money(cents, i.currency);
  const d = (date: string) => format.calendar(date, 'calendarDateLong');
  const q = (hundredths: number) => format.decimal(fromHundredths(hundredths));
  const t = translator(i.reader.locale, 'InvoicePdf');
  const title = t(i.draft ? 'draftInvoice' : 'invoice', { number: i.number });
  const facts: [string, string][] = [
    [t('from'), [i.sender.name, i.sender.address].filter(Boolean).join(', ')],
    ...(i.sender.vatNumber ? ([[t('vatNumber'), i.sender.vatNumber]] as [string, string][]) : []),
    [t('to'), [`${i.client.name} (${i.client.number})`, i.client.address].filter(Boolean).join(', ')],
    [t('invoiceDate'), d(i.date)],
    [t('dueDate'), d(i.dueDate)],
    ...(i.reference ? ([[t('reference'), i.reference]] as [string, string][]) : []),
  ];
  const rows = i.items.map((it) => [
    it.description,
    q(it.quantity),
    m(it.unitPrice),
    `${q(it.vatRate)}%`,
    m(it.amount),
  ]);
  const blank = ['', '', ''];
  rows.push([...blank, t(i.pricesIncludeVat ? 'exclVat' : 'subtotal'), m(i.totals.net)]);
  for (const line of i.totals.vatLines) rows.push([...blank, t('vatAt', { rate: q(line.vatRate) }), m(line.vat)]);
  return renderPdf({
    reader: i.reader,
    title,
    facts,
    table: {
      headers: [
        t('description'),
        t('quantity'),
        t(i.pricesIncludeVat ? 'priceInclVat' : 'unitPrice'),
        t('vat'),
        t('amount'),
      ],
      widths: [215, 60, 85, 55, 84],
      rows,
      totals: [t('total'), '', '', '', m(i.totals.gross)],
    },
    remarks: [i.notes, t('payBy', { amount: m(i.totals.gross), date: d(i.dueDate), number: i.number })]
      .filter(Boolean)
      .join('\n'),
    subject: `${title} ${i.client.name} ${m(i.totals.gross)}`,
  });
}

export async function invoicePdf(db: DbOrTx, inv: TInvoiceRow): Promise<{ pdf: Buffer; fileName: string }> {
  const [paperwork, items, [company], [client]] = await Promise.all([
    getPaperwork(db, inv.tenantId, inv.companyId),
    storedItems(db, { kind: 'invoice', id: inv.id }),
    db.select({ vatNumber: companies.vatNumber }).from(companies).where(eq(companies.id, inv.companyId)),
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, inv.tenantId), eq(contacts.id, inv.clientId))),
  ]);
  const pdf = await renderInvoicePdf({
    // The tenant's language: an invoice is the company's document, whoever downloads it.
    reader: await readerOf(db, inv.tenantId, null),
    number: inv.number,
    draft: inv.status === 'draft',
    currency: inv.currency,
    date: inv.date,
    dueDate: inv.dueDate,
    reference: inv.reference,
    notes: inv.notes,
    pricesIncludeVat: inv.pricesIncludeVat,
    sender: {
      name: paperwork.senderName,
      address: paperwork.senderAddress ?? null,
      email: paperwork.senderEmail ?? null,
      vatNumber: company?.vatNumber ?? null,
    },
    client: {
      name: client?.name ?? '',
      number: client?.number ?? 0,
      address:
        [client?.address, [client?.postalCode, client?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
        null,
    },
    items,
    totals: documentTotals(items, inv.pricesIncludeVat),
  });
  return { pdf, fileName: `invoice-${inv.number}.pdf` };
}
