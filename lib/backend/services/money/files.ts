// Files of a receipt (a photo or PDF of it, uploaded) and of an invoice (its PDF as it was sent).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { moneyFiles, persons } from '../../db/schema';
import { notFound } from '../../errors';
import type { TDocumentFile, TDocumentKind } from '../../../domain/money';
import { personRef } from '../people/names';
import { filesWhere, ownerColumns, type TOwner } from './owner';

export async function listFiles(db: DbOrTx, owner: TOwner): Promise<TDocumentFile[]> {
  const rows = await db
    .select({
      id: moneyFiles.id,
      kind: moneyFiles.kind,
      fileName: moneyFiles.fileName,
      mimeType: moneyFiles.mimeType,
      sizeBytes: moneyFiles.sizeBytes,
      createdAt: moneyFiles.createdAt,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(moneyFiles)
    .leftJoin(persons, eq(persons.id, moneyFiles.uploadedByPersonId))
    .where(filesWhere(owner))
    .orderBy(desc(moneyFiles.createdAt), desc(moneyFiles.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    uploadedBy: personRef(r.personId, r.firstName, r.lastName),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function addFile(
  db: DbOrTx,
  tenantId: number,
  owner: TOwner,
  f: { kind: TDocumentKind; fileName: string; mimeType: string; data: Buffer; personId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(moneyFiles)
    .values({
      tenantId,
      ...ownerColumns(owner),
      kind: f.kind,
      fileName: f.fileName,
      mimeType: f.mimeType,
      sizeBytes: f.data.length,
      data: f.data,
      uploadedByPersonId: f.personId,
    })
    .returning({ id: moneyFiles.id });
  return row!.id;
}

export async function getFile(db: DbOrTx, owner: TOwner, fileId: number) {
  const [row] = await db
    .select({ id: moneyFiles.id, fileName: moneyFiles.fileName, mimeType: moneyFiles.mimeType, data: moneyFiles.data })
    .from(moneyFiles)
    .where(and(filesWhere(owner), eq(moneyFiles.id, fileId)));
  if (!row) throw notFound('Document');
  return row;
}

export async function removeFile(db: DbOrTx, owner: TOwner, fileId: number): Promise<string> {
  const [row] = await db
    .delete(moneyFiles)
    .where(and(filesWhere(owner), eq(moneyFiles.id, fileId)))
    .returning({ fileName: moneyFiles.fileName });
  if (!row) throw notFound('Document');
  return row.fileName;
}

/** SQL: how many files the receipt in `receiptId` has. */
export const fileCountOf = (receiptId: unknown) =>
  sql<number>`(select count(*)::int from ${moneyFiles} f where f.receipt_id = ${receiptId})`;
