// Writing invoices (rules "Money and paperwork"): right invoices CREATE to create and copy,
// EDIT to change a draft, move the status and send it. A sent invoice no longer changes (a
// copy does), and no invoice is ever deleted, so each company's numbers run without gaps.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts, invoices } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError } from '../../errors';
import { addDays } from '../../../domain/calendar-days';
import { INVOICE_TRANSITIONS, invoiceEditable, type TInvoiceInput, type TInvoiceSend } from '../../../domain/money';
import type { TMailer } from '../mail-types';
import { composeMail, mailWords } from '../mail-text/compose';
import { readerOf } from '../i18n/reader-of';
import { assertInTenant } from '../tenant-scope';
import { recordActivity } from './activities';
import { addFile } from './files';
import { asInput, replaceItems, storedItems } from './items';
import { invoicePdf } from './invoice-pdf';
import type { TInvoiceRow } from './invoice-read';
import { insertNumberedDocument } from './numbered-insert';
import { getPaperwork } from './settings';
import { clock } from '../../../domain/clock';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion, nextVersion } from '../versions';

const owner = (r: { id: number }) => ({ kind: 'invoice', id: r.id }) as const;

function assertEditable(inv: TInvoiceRow) {
  if (!invoiceEditable(inv.status))
    throw new ApiError('INVOICE_LOCKED', `Invoice ${inv.number} was ${inv.status}; copy it to make a new one`);
}

export async function createInvoice(
  db: Db,
  auth: TAuth,
  companyId: number,
  input: TInvoiceInput,
  copiedFrom?: TInvoiceRow,
): Promise<number> {
  await assertInTenant(db, auth.tenantId, contacts, input.clientId, 'clientId', 'Client');
  return insertNumberedDocument(db, { tenantId: auth.tenantId, companyId, kind: 'invoice' }, async (tx, n) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        tenantId: auth.tenantId,
        companyId,
        clientId: input.clientId,
        number: n.number,
        sequence: n.sequence,
        date: input.date,
        dueDate: input.dueDate ?? addDays(input.date, n.paperwork.paymentTermDays),
        reference: input.reference || null,
        notes: input.notes || null,
        pricesIncludeVat: input.pricesIncludeVat,
        currency: n.paperwork.currency,
        copiedFromId: copiedFrom?.id ?? null,
        createdByPersonId: auth.personId,
      })
      .returning({ id: invoices.id });
    const id = row!.id;
    const totals = await replaceItems(tx, auth.tenantId, owner({ id }), input.items, input.pricesIncludeVat);
    await tx.update(invoices).set({ net: totals.net, vat: totals.vat, gross: totals.gross }).where(eq(invoices.id, id));
    if (copiedFrom) {
      await recordActivity(tx, auth.tenantId, owner({ id }), 'copied', auth.personId, copiedFrom.number);
      await recordActivity(tx, auth.tenantId, owner(copiedFrom), 'copiedTo', auth.personId, n.number);
    } else await recordActivity(tx, auth.tenantId, owner({ id }), 'created', auth.personId);
    return id;
  });
}

/** A change of a draft and all its items, based on the version it was read at. */
export async function updateInvoice(
  db: Db,
  auth: TAuth,
  inv: TInvoiceRow,
  input: TInvoiceInput,
  ifMatch: TIfMatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, auth, invoices, inv.id, ifMatch);
    assertEditable(inv);
    await assertInTenant(tx, auth.tenantId, contacts, input.clientId, 'clientId', 'Client');
    const totals = await replaceItems(tx, auth.tenantId, owner(inv), input.items, input.pricesIncludeVat);
    const dueDate =
      input.dueDate ?? addDays(input.date, (await getPaperwork(tx, auth.tenantId, inv.companyId)).paymentTermDays);
    const changed = await tx
      .update(invoices)
      .set({
        clientId: input.clientId,
        date: input.date,
        dueDate,
        reference: input.reference || null,
        notes: input.notes || null,
        pricesIncludeVat: input.pricesIncludeVat,
        net: totals.net,
        vat: totals.vat,
        gross: totals.gross,
        // Its items were written again: a new version even if nothing above changed.
        version: nextVersion(invoices),
      })
      .where(and(eq(invoices.tenantId, auth.tenantId), eq(invoices.id, inv.id), eq(invoices.status, 'draft')))
      .returning({ id: invoices.id });
    if (changed.length === 0) throw new ApiError('INVALID_TRANSITION', 'The invoice was changed meanwhile; reload it');
    await recordActivity(tx, auth.tenantId, owner(inv), 'updated', auth.personId);
  });
}

async function moveStatus(tx: DbOrTx, auth: TAuth, inv: TInvoiceRow, status: 'sent' | 'paid') {
  const now = clock.now();
  const moved = await tx
    .update(invoices)
    .set({
      status,
      paidAt: status === 'paid' ? now : null,
      ...(status === 'sent' && !inv.sentAt ? { sentAt: now } : {}),
    })
    .where(and(eq(invoices.id, inv.id), eq(invoices.status, inv.status)))
    .returning({ id: invoices.id });
  if (moved.length === 0) throw new ApiError('INVALID_TRANSITION', 'The invoice was changed meanwhile; reload it');
  await recordActivity(tx, auth.tenantId, owner(inv), 'status', auth.personId, status);
}

export async function changeInvoiceStatus(
  db: Db,
  auth: TAuth,
  inv: TInvoiceRow,
  status: 'sent' | 'paid',
  ifMatch: TIfMatch,
) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, auth, invoices, inv.id, ifMatch);
    if (!INVOICE_TRANSITIONS[inv.status].includes(status))
      throw new ApiError('INVALID_TRANSITION', `A ${inv.status} invoice cannot become ${status}`);
    await moveStatus(tx, auth, inv, status);
  });
}

/**
 * Mails the invoice PDF to the client, from the company's sender and into the client's mailbox;
 * a draft becomes sent. The PDF as sent is kept with the invoice. Sending again sends a copy.
 */
export async function sendInvoice(
  db: Db,
  mailer: TMailer,
  auth: TAuth,
  inv: TInvoiceRow,
  input: TInvoiceSend,
  ifMatch: TIfMatch,
) {
  await db.transaction(async (tx) => {
    // The invoice as the sender saw it is what the client gets.
    await claimVersion(tx, auth, invoices, inv.id, ifMatch);
    if (inv.status === 'draft') await moveStatus(tx, auth, inv, 'sent');
    const { pdf, fileName } = await invoicePdf(tx, { ...inv, status: inv.status === 'draft' ? 'sent' : inv.status });
    const paperwork = await getPaperwork(tx, auth.tenantId, inv.companyId);
    // A client has no language of its own: the tenant's, unless the address is one of our logins.
    const reader = await readerOf(tx, auth.tenantId, { email: input.to });
    const { t, format } = mailWords(reader);
    const date = (d: string) => format.calendar(d, 'calendarDateLong');
    await mailer.send(tx, {
      tenantId: auth.tenantId,
      contactId: inv.clientId,
      from: paperwork.senderEmail ? `${paperwork.senderName} <${paperwork.senderEmail}>` : undefined,
      to: input.to,
      cc: input.cc,
      ...composeMail(reader, {
        subject: t('invoice.subject', { number: inv.number, sender: paperwork.senderName }),
        paragraphs: [t('invoice.intro', { number: inv.number, date: date(inv.date), dueDate: date(inv.dueDate) })],
        signOff: paperwork.senderName,
      }),
      attachments: [{ fileName, contentType: 'application/pdf', content: pdf }],
    });
    await addFile(tx, auth.tenantId, owner(inv), {
      kind: 'invoicePdf',
      fileName,
      mimeType: 'application/pdf',
      data: pdf,
      personId: auth.personId,
    });
    await tx
      .update(invoices)
      .set({ sentAt: clock.now(), sentTo: [input.to, ...(input.cc ?? [])].join(', ') })
      .where(eq(invoices.id, inv.id));
    await recordActivity(tx, auth.tenantId, owner(inv), 'sent', auth.personId, input.to);
  });
}

/** A new draft for the same client, dated today, with the same items and notes, under a new number. */
export async function copyInvoice(db: Db, auth: TAuth, inv: TInvoiceRow, today: string): Promise<number> {
  const items = await storedItems(db, owner(inv));
  return createInvoice(
    db,
    auth,
    inv.companyId,
    {
      clientId: inv.clientId,
      date: today,
      dueDate: null,
      reference: null,
      notes: inv.notes,
      pricesIncludeVat: inv.pricesIncludeVat,
      items: asInput(items),
    },
    inv,
  );
}

export async function addInvoiceNote(db: DbOrTx, auth: TAuth, inv: TInvoiceRow, body: string): Promise<void> {
  await recordActivity(db, auth.tenantId, owner(inv), 'note', auth.personId, body);
}
