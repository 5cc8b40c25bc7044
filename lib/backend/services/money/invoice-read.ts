// Reading invoices (right invoices READ, checked by the route). Office staff and planners see
// every invoice of the tenant; anyone else (a client) only the invoices of their own contact
// that were sent — never a draft. "Overdue" is worked out against the tenant's today.
import { and, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, contacts, invoices } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { isPlannerOrOffice } from '../access';
import { containsPattern } from '../search-pattern';
import { invoiceStatus, type TInvoice, type TInvoiceListFilters, type TInvoiceListItem } from '../../../domain/money';
import { storedItems, toItem, toTotals } from './items';

const source = alias(invoices, 'source');

/** Sees every invoice of the tenant (drafts included). */
export const seesAllInvoices = (auth: TAuth) => isPlannerOrOffice(auth);

/** The invoices this caller may read, always within the tenant. */
export function visibleInvoicesWhere(auth: TAuth): SQL {
  const tenant = eq(invoices.tenantId, auth.tenantId);
  if (seesAllInvoices(auth)) return tenant;
  if (auth.type !== 'user' || auth.contactNumber === null) return sql`false`;
  return and(
    tenant,
    ne(invoices.status, 'draft'),
    sql`${invoices.clientId} in (select ${contacts.id} from ${contacts} where ${contacts.tenantId} = ${auth.tenantId} and ${contacts.number} = ${auth.contactNumber})`,
  )!;
}

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  companyId: companies.id,
  companyName: companies.name,
  clientId: contacts.id,
  clientNumber: contacts.number,
  clientName: contacts.name,
  date: invoices.date,
  dueDate: invoices.dueDate,
  storedStatus: invoices.status,
  currency: invoices.currency,
  net: invoices.net,
  vat: invoices.vat,
  gross: invoices.gross,
};
type TListRow = {
  id: number;
  number: string;
  companyId: number;
  companyName: string;
  clientId: number;
  clientNumber: number;
  clientName: string;
  date: string;
  dueDate: string;
  storedStatus: TInvoice['status'] & ('draft' | 'sent' | 'paid');
  currency: string;
  net: number;
  vat: number;
  gross: number;
};

const toListItem = (r: TListRow, today: string): TInvoiceListItem => ({
  id: r.id,
  number: r.number,
  company: { id: r.companyId, name: r.companyName },
  client: { id: r.clientId, number: r.clientNumber, name: r.clientName },
  date: r.date,
  dueDate: r.dueDate,
  status: invoiceStatus(r.storedStatus, r.dueDate, today),
  currency: r.currency as TInvoiceListItem['currency'],
  net: r.net,
  vat: r.vat,
  gross: r.gross,
});

function statusWhere(status: TInvoiceListFilters['status'], today: string): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'overdue':
      return and(eq(invoices.status, 'sent'), lt(invoices.dueDate, today));
    case 'sent':
      return and(eq(invoices.status, 'sent'), gte(invoices.dueDate, today));
    default:
      return eq(invoices.status, status);
  }
}

const selectInvoices = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(contacts, eq(contacts.id, invoices.clientId));

export async function listInvoices(
  db: DbOrTx,
  auth: TAuth,
  q: TInvoiceListFilters & { limit: number; page: number; today: string },
): Promise<{ data: TInvoiceListItem[]; total: number }> {
  const parts: (SQL | undefined)[] = [visibleInvoicesWhere(auth), statusWhere(q.status, q.today)];
  if (q.companyId !== undefined) parts.push(eq(invoices.companyId, q.companyId));
  if (q.clientId !== undefined) parts.push(eq(invoices.clientId, q.clientId));
  if (q.search) {
    const like = containsPattern(q.search);
    parts.push(or(ilike(invoices.number, like), ilike(contacts.name, like), ilike(invoices.reference, like)));
  }
  const where = and(...parts);
  const rows = await selectInvoices(db)
    .where(where)
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.clientId))
    .where(where);
  return { data: rows.map((r) => toListItem(r, q.today)), total: total?.n ?? 0 };
}

/** The stored row of an invoice the caller may read, by number; 404 otherwise. */
export async function findInvoice(db: DbOrTx, auth: TAuth, number: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(visibleInvoicesWhere(auth), eq(invoices.number, number)));
  if (!row) throw notFound('Invoice');
  return row;
}
export type TInvoiceRow = Awaited<ReturnType<typeof findInvoice>>;

export async function getInvoice(db: DbOrTx, tenantId: number, id: number, today: string): Promise<TInvoice> {
  const [row] = await selectInvoices(db).where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  if (!row) throw notFound('Invoice');
  const [more] = await db
    .select({
      version: invoices.version,
      reference: invoices.reference,
      notes: invoices.notes,
      pricesIncludeVat: invoices.pricesIncludeVat,
      copiedFrom: source.number,
      sentAt: invoices.sentAt,
      sentTo: invoices.sentTo,
      paidAt: invoices.paidAt,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .leftJoin(source, eq(source.id, invoices.copiedFromId))
    .where(eq(invoices.id, id));
  const items = await storedItems(db, { kind: 'invoice', id });
  return {
    ...toListItem(row, today),
    version: more!.version,
    reference: more!.reference,
    notes: more!.notes,
    pricesIncludeVat: more!.pricesIncludeVat,
    items: items.map(toItem),
    totals: toTotals(items, more!.pricesIncludeVat),
    copiedFrom: more!.copiedFrom,
    sentAt: more!.sentAt?.toISOString() ?? null,
    sentTo: more!.sentTo,
    paidAt: more!.paidAt?.toISOString() ?? null,
    createdAt: more!.createdAt.toISOString(),
  };
}
