// Receipts and invoices keep their items, files and activities the same way; `TOwner` says whose.
import { eq } from 'drizzle-orm';
import { invoiceItems, moneyActivities, moneyFiles, receiptItems } from '../../db/schema';

export type TOwner = { kind: 'receipt' | 'invoice'; id: number };

export const itemsTable = (o: TOwner) => (o.kind === 'receipt' ? receiptItems : invoiceItems);

export const itemsWhere = (o: TOwner) =>
  o.kind === 'receipt' ? eq(receiptItems.receiptId, o.id) : eq(invoiceItems.invoiceId, o.id);
export const filesWhere = (o: TOwner) =>
  o.kind === 'receipt' ? eq(moneyFiles.receiptId, o.id) : eq(moneyFiles.invoiceId, o.id);
export const activitiesWhere = (o: TOwner) =>
  o.kind === 'receipt' ? eq(moneyActivities.receiptId, o.id) : eq(moneyActivities.invoiceId, o.id);
/** The owner column of a file or activity row. */
export const ownerColumns = (o: TOwner) => (o.kind === 'receipt' ? { receiptId: o.id } : { invoiceId: o.id });
