// The items of a receipt or invoice and the amounts the server computes from them
// (lib/domain/money/totals.ts): stored line by line, with the totals on the record itself.
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceItems, receiptItems } from '../../db/schema';
import {
  documentTotals,
  fromHundredths,
  lineAmount,
  toHundredths,
  type TItem,
  type TItemInput,
  type TTotals,
  type TTotalsResponse,
} from '../../../domain/money';
import { itemsTable, itemsWhere, type TOwner } from './owner';

export type TItemRow = {
  position: number;
  description: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  amount: number;
};

/** The rows to store (quantities and rates in hundredths) and their totals. */
export function computeItems(items: readonly TItemInput[], pricesIncludeVat: boolean) {
  const rows: TItemRow[] = items.map((item, i) => {
    const line = {
      quantity: toHundredths(item.quantity),
      unitPrice: item.unitPrice,
      vatRate: toHundredths(item.vatRate),
    };
    return { position: i + 1, description: item.description, ...line, amount: lineAmount(line) };
  });
  return { rows, totals: documentTotals(rows, pricesIncludeVat) };
}

/** Replaces the owner's items; answers the totals to store on it. */
export async function replaceItems(
  tx: DbOrTx,
  tenantId: number,
  owner: TOwner,
  items: readonly TItemInput[],
  pricesIncludeVat: boolean,
): Promise<TTotals> {
  const { rows, totals } = computeItems(items, pricesIncludeVat);
  await tx.delete(itemsTable(owner)).where(itemsWhere(owner));
  if (owner.kind === 'receipt')
    await tx.insert(receiptItems).values(rows.map((r) => ({ ...r, tenantId, receiptId: owner.id })));
  else await tx.insert(invoiceItems).values(rows.map((r) => ({ ...r, tenantId, invoiceId: owner.id })));
  return totals;
}

export async function storedItems(db: DbOrTx, owner: TOwner): Promise<(TItemRow & { id: number })[]> {
  const table = itemsTable(owner);
  return db
    .select({
      id: table.id,
      position: table.position,
      description: table.description,
      quantity: table.quantity,
      unitPrice: table.unitPrice,
      vatRate: table.vatRate,
      amount: table.amount,
    })
    .from(table)
    .where(itemsWhere(owner))
    .orderBy(asc(table.position));
}

/** Items as the API shows them: decimals for quantity and rate. */
export const toItem = (r: TItemRow & { id: number }): TItem => ({
  id: r.id,
  description: r.description,
  quantity: fromHundredths(r.quantity),
  unitPrice: r.unitPrice,
  vatRate: fromHundredths(r.vatRate),
  amount: r.amount,
});

/** Totals as the API shows them: VAT rates in percent. */
export const toTotals = (rows: readonly TItemRow[], pricesIncludeVat: boolean): TTotalsResponse => {
  const t = documentTotals(rows, pricesIncludeVat);
  return { ...t, vatLines: t.vatLines.map((l) => ({ ...l, vatRate: fromHundredths(l.vatRate) })) };
};

/** The items as a copy takes them. */
export const asInput = (rows: readonly TItemRow[]): TItemInput[] =>
  rows.map((r) => ({
    description: r.description,
    quantity: fromHundredths(r.quantity),
    unitPrice: r.unitPrice,
    vatRate: fromHundredths(r.vatRate),
  }));
