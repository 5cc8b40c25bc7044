// Reading receipts (right receipts READ, checked by the route): a company's or all companies'
// list with filters, and one receipt by its number with items and totals.
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, persons, receipts } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import type { TReceipt, TReceiptListFilters, TReceiptListItem } from '../../../domain/money';
import { personRef } from '../people/names';
import { containsPattern } from '../search-pattern';
import { fileCountOf } from './files';
import { storedItems, toItem, toTotals } from './items';

const source = alias(receipts, 'source');

const listColumns = {
  id: receipts.id,
  number: receipts.number,
  companyId: companies.id,
  companyName: companies.name,
  date: receipts.date,
  supplierName: receipts.supplierName,
  status: receipts.status,
  currency: receipts.currency,
  net: receipts.net,
  vat: receipts.vat,
  gross: receipts.gross,
  documentCount: fileCountOf(receipts.id),
};

type TListRow = Omit<TReceiptListItem, 'company' | 'currency'> & {
  companyId: number;
  companyName: string;
  currency: string;
};

const toListItem = (r: TListRow): TReceiptListItem => ({
  id: r.id,
  number: r.number,
  company: { id: r.companyId, name: r.companyName },
  date: r.date,
  supplierName: r.supplierName,
  status: r.status,
  currency: r.currency as TReceiptListItem['currency'],
  net: r.net,
  vat: r.vat,
  gross: r.gross,
  documentCount: Number(r.documentCount),
});

export async function listReceipts(
  db: DbOrTx,
  auth: TAuth,
  q: TReceiptListFilters & { limit: number; page: number },
): Promise<{ data: TReceiptListItem[]; total: number }> {
  const parts: (SQL | undefined)[] = [eq(receipts.tenantId, auth.tenantId)];
  if (q.companyId !== undefined) parts.push(eq(receipts.companyId, q.companyId));
  if (q.status) parts.push(eq(receipts.status, q.status));
  if (q.from) parts.push(gte(receipts.date, q.from));
  if (q.to) parts.push(lte(receipts.date, q.to));
  if (q.search) {
    const like = containsPattern(q.search);
    parts.push(or(ilike(receipts.number, like), ilike(receipts.supplierName, like), ilike(receipts.description, like)));
  }
  const where = and(...parts);
  const rows = await db
    .select(listColumns)
    .from(receipts)
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .where(where)
    .orderBy(desc(receipts.date), desc(receipts.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(receipts).where(where);
  return { data: rows.map(toListItem), total: total?.n ?? 0 };
}

/** The stored row of a receipt of the caller's tenant, by number; 404 otherwise. */
export async function findReceipt(db: DbOrTx, tenantId: number, number: string) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.number, number)));
  if (!row) throw notFound('Receipt');
  return row;
}
export type TReceiptRow = Awaited<ReturnType<typeof findReceipt>>;

export async function getReceipt(db: DbOrTx, tenantId: number, id: number): Promise<TReceipt> {
  const [row] = await db
    .select({
      ...listColumns,
      version: receipts.version,
      description: receipts.description,
      pricesIncludeVat: receipts.pricesIncludeVat,
      copiedFrom: source.number,
      createdAt: receipts.createdAt,
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(receipts)
    .innerJoin(companies, eq(companies.id, receipts.companyId))
    .leftJoin(source, eq(source.id, receipts.copiedFromId))
    .leftJoin(persons, eq(persons.id, receipts.createdByPersonId))
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)));
  if (!row) throw notFound('Receipt');
  const items = await storedItems(db, { kind: 'receipt', id });
  return {
    ...toListItem(row),
    version: row.version,
    description: row.description,
    pricesIncludeVat: row.pricesIncludeVat,
    items: items.map(toItem),
    totals: toTotals(items, row.pricesIncludeVat),
    copiedFrom: row.copiedFrom,
    createdBy: personRef(row.personId, row.firstName, row.lastName),
    createdAt: row.createdAt.toISOString(),
  };
}
