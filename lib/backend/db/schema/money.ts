// Receipts and invoices (rules "Money and paperwork"): their items, files and activities,
// and the per-company counters that number them. Amounts are integer cents; quantities in
// hundredths and VAT rates in basis points (lib/domain/money/totals.ts). The totals kept on a receipt or invoice
// are written by the services from the items, in the same transaction, for fast lists.
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  date,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, contacts, createdAt, persons, tenantId } from './core';
import { bytea, versionColumns } from './columns';
import type { TActivityKind, TDocumentKind } from '../../../domain/money/document-limits';
import type { TInvoiceStoredStatus, TReceiptStatus } from '../../../domain/money/statuses';

/**
 * The next number of each series (a company's invoices, its receipts). Taking a number updates
 * this row inside the transaction that stores the record, so concurrent creations queue on the
 * row and a rolled-back creation gives its number back: no gaps, no duplicates.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invoice' | 'receipt'>().notNull(),
    nextValue: integer('next_value').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

const amounts = () => ({
  currency: text('currency').notNull(),
  pricesIncludeVat: boolean('prices_include_vat').notNull(),
  net: integer('net').notNull().default(0),
  vat: integer('vat').notNull().default(0),
  gross: integer('gross').notNull().default(0),
});

export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The number people see and the URL carries: prefix and sequence (CDR-00042). */
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date').notNull(),
    supplierName: text('supplier_name').notNull(),
    description: text('description'),
    status: text('status').$type<TReceiptStatus>().notNull().default('open'),
    ...amounts(),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => receipts.id, { onDelete: 'set null' }),
    createdByPersonId: integer('created_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('receipts_tenant_number_uq').on(t.tenantId, t.number),
    index('receipts_company_date_idx').on(t.companyId, t.date),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => contacts.id),
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    date: date('date').notNull(),
    dueDate: date('due_date').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    status: text('status').$type<TInvoiceStoredStatus>().notNull().default('draft'),
    ...amounts(),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => invoices.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdByPersonId: integer('created_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_number_uq').on(t.tenantId, t.number),
    // A company's series: each sequence number once.
    uniqueIndex('invoices_company_sequence_uq').on(t.companyId, t.sequence),
    index('invoices_company_date_idx').on(t.companyId, t.date),
    index('invoices_client_idx').on(t.clientId),
  ],
);

const itemColumns = () => ({
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  /** Hundredths: 7.25 hours = 725. */
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  /** Basis points: 21% = 2100. */
  vatRate: integer('vat_rate').notNull(),
  amount: integer('amount').notNull(),
});

export const receiptItems = pgTable(
  'receipt_items',
  {
    ...itemColumns(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('receipt_items_receipt_idx').on(t.receiptId, t.position)],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    ...itemColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);

const ownerCheck = (name: string) => check(name, sql`(receipt_id is null) <> (invoice_id is null)`);

/** Files of a receipt (photos, PDFs) or an invoice (the PDF as it was sent). */
export const moneyFiles = pgTable(
  'money_files',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    uploadedByPersonId: integer('uploaded_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [
    ownerCheck('money_files_one_owner'),
    index('money_files_receipt_idx').on(t.receiptId),
    index('money_files_invoice_idx').on(t.invoiceId),
  ],
);

/** What happened to a receipt or invoice, and the notes people left on it. */
export const moneyActivities = pgTable(
  'money_activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TActivityKind>().notNull(),
    detail: text('detail'),
    personId: integer('person_id').references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [
    ownerCheck('money_activities_one_owner'),
    index('money_activities_receipt_idx').on(t.receiptId),
    index('money_activities_invoice_idx').on(t.invoiceId),
  ],
);
