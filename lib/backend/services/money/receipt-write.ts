// Writing receipts (rules "Money and paperwork"): right receipts CREATE to create, change,
// copy, file documents and move the status; DELETE to delete. Only an open receipt changes, and
// only an open or rejected one may be deleted (lib/domain/money/statuses.ts).
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { receipts } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError } from '../../errors';
import {
  RECEIPT_TRANSITIONS,
  receiptDeletable,
  receiptEditable,
  type TReceiptInput,
  type TReceiptStatus,
} from '../../../domain/money';
import { UPLOADS, type TUploadBody } from '../uploads';
import { recordActivity } from './activities';
import { addFile, removeFile } from './files';
import { asInput, replaceItems, storedItems } from './items';
import { insertNumberedDocument } from './numbered-insert';
import type { TReceiptRow } from './receipt-read';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion, nextVersion } from '../versions';

const owner = (r: { id: number }) => ({ kind: 'receipt', id: r.id }) as const;

function assertEditable(r: TReceiptRow) {
  if (!receiptEditable(r.status))
    throw new ApiError('RECEIPT_LOCKED', `Receipt ${r.number} is ${r.status}; only an open receipt can be changed`);
}

export async function createReceipt(
  db: Db,
  auth: TAuth,
  companyId: number,
  input: TReceiptInput,
  copiedFrom?: TReceiptRow,
): Promise<number> {
  return insertNumberedDocument(db, { tenantId: auth.tenantId, companyId, kind: 'receipt' }, async (tx, n) => {
    const [row] = await tx
      .insert(receipts)
      .values({
        tenantId: auth.tenantId,
        companyId,
        number: n.number,
        sequence: n.sequence,
        date: input.date,
        supplierName: input.supplierName,
        description: input.description || null,
        pricesIncludeVat: input.pricesIncludeVat,
        currency: n.paperwork.currency,
        copiedFromId: copiedFrom?.id ?? null,
        createdByPersonId: auth.personId,
      })
      .returning({ id: receipts.id });
    const id = row!.id;
    const totals = await replaceItems(tx, auth.tenantId, owner({ id }), input.items, input.pricesIncludeVat);
    await tx.update(receipts).set({ net: totals.net, vat: totals.vat, gross: totals.gross }).where(eq(receipts.id, id));
    if (copiedFrom) {
      await recordActivity(tx, auth.tenantId, owner({ id }), 'copied', auth.personId, copiedFrom.number);
      await recordActivity(tx, auth.tenantId, owner(copiedFrom), 'copiedTo', auth.personId, n.number);
    } else await recordActivity(tx, auth.tenantId, owner({ id }), 'created', auth.personId);
    return id;
  });
}

/** A change of an open receipt and all its items, based on the version it was read at. */
export async function updateReceipt(
  db: Db,
  auth: TAuth,
  r: TReceiptRow,
  input: TReceiptInput,
  ifMatch: TIfMatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, auth, receipts, r.id, ifMatch);
    assertEditable(r);
    const totals = await replaceItems(tx, auth.tenantId, owner(r), input.items, input.pricesIncludeVat);
    const changed = await tx
      .update(receipts)
      .set({
        date: input.date,
        supplierName: input.supplierName,
        description: input.description || null,
        pricesIncludeVat: input.pricesIncludeVat,
        net: totals.net,
        vat: totals.vat,
        gross: totals.gross,
        // Its items were written again: a new version even if nothing above changed.
        version: nextVersion(receipts),
      })
      // The status it had when read: with If-Match: * a concurrent approval would otherwise slip by.
      .where(and(eq(receipts.tenantId, auth.tenantId), eq(receipts.id, r.id), eq(receipts.status, r.status)))
      .returning({ id: receipts.id });
    if (changed.length === 0) throw new ApiError('INVALID_TRANSITION', 'The receipt was changed meanwhile; reload it');
    await recordActivity(tx, auth.tenantId, owner(r), 'updated', auth.personId);
  });
}

export async function changeReceiptStatus(
  db: Db,
  auth: TAuth,
  r: TReceiptRow,
  status: TReceiptStatus,
  ifMatch: TIfMatch,
) {
  await db.transaction(async (tx) => {
    await claimVersion(tx, auth, receipts, r.id, ifMatch);
    if (!RECEIPT_TRANSITIONS[r.status].includes(status))
      throw new ApiError('INVALID_TRANSITION', `A ${r.status} receipt cannot become ${status}`);
    // The status it had when read: a concurrent change makes this one fail instead of skipping a step.
    const moved = await tx
      .update(receipts)
      .set({ status })
      .where(and(eq(receipts.id, r.id), eq(receipts.status, r.status)))
      .returning({ id: receipts.id });
    if (moved.length === 0) throw new ApiError('INVALID_TRANSITION', 'The receipt was changed meanwhile; reload it');
    await recordActivity(tx, auth.tenantId, owner(r), 'status', auth.personId, status);
  });
}

/** Deletes it as the deleter saw it: not once someone else changed it meanwhile. */
export async function deleteReceipt(db: Db, auth: TAuth, r: TReceiptRow, ifMatch: TIfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    await claimVersion(tx, auth, receipts, r.id, ifMatch);
    if (!receiptDeletable(r.status))
      throw new ApiError(
        'RECEIPT_LOCKED',
        `Receipt ${r.number} is ${r.status}; it is in the books and cannot be deleted`,
      );
    await tx.delete(receipts).where(and(eq(receipts.tenantId, auth.tenantId), eq(receipts.id, r.id)));
  });
}

/** A new open receipt of the same company, dated today, with the same supplier and items; files stay with the original. */
export async function copyReceipt(db: Db, auth: TAuth, r: TReceiptRow, today: string): Promise<number> {
  const items = await storedItems(db, owner(r));
  return createReceipt(
    db,
    auth,
    r.companyId,
    {
      date: today,
      supplierName: r.supplierName,
      description: r.description,
      pricesIncludeVat: r.pricesIncludeVat,
      items: asInput(items),
    },
    r,
  );
}

export async function uploadReceiptFile(db: Db, auth: TAuth, r: TReceiptRow, body: TUploadBody): Promise<number> {
  assertEditable(r);
  const upload = await body.read({ ...UPLOADS.receiptFile, fallbackName: `receipt-${r.number}` });
  return db.transaction(async (tx) => {
    const id = await addFile(tx, auth.tenantId, owner(r), {
      kind: 'upload',
      fileName: upload.fileName,
      mimeType: upload.type,
      data: upload.bytes,
      personId: auth.personId,
    });
    await recordActivity(tx, auth.tenantId, owner(r), 'document', auth.personId, upload.fileName);
    return id;
  });
}

export async function removeReceiptFile(db: Db, auth: TAuth, r: TReceiptRow, fileId: number): Promise<void> {
  assertEditable(r);
  await db.transaction(async (tx) => {
    const name = await removeFile(tx, owner(r), fileId);
    await recordActivity(tx, auth.tenantId, owner(r), 'documentRemoved', auth.personId, name);
  });
}

export async function addReceiptNote(db: DbOrTx, auth: TAuth, r: TReceiptRow, body: string): Promise<void> {
  await recordActivity(db, auth.tenantId, owner(r), 'note', auth.personId, body);
}
