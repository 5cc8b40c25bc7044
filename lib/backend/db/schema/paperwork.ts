// Money and paperwork (rules "Money and paperwork"): payrolls with their items and documents, staff contracts,
// documents to sign with their signatories and signatures. Money is kept in integer cents with
// the currency beside it; contract figures are not stored but computed from the planning
// (lib/domain/paperwork/contract-figures.ts).
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, contacts, createdAt, persons, tenantId } from './core';
import { activities, assignments } from './planning';
import { bytea } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type TPayrollStatus = 'draft' | 'final' | 'paid';
export type TPayrollItemKind = 'hours' | 'allowance' | 'expense';
export type TPayrollDocumentType = 'payslip' | 'annualStatement';

export const payrolls = pgTable(
  'payrolls',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    number: integer('number').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: text('status').$type<TPayrollStatus>().notNull().default('draft'),
    /** ISO 4217; the tenant's currency when the payroll was made. */
    currency: text('currency').notNull().default('EUR'),
    /** Withheld wage tax and social charges, in cents: gross minus this is what is paid out. */
    deductionsCents: integer('deductions_cents').notNull().default(0),
    paidOn: date('paid_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payrolls_tenant_number_uq').on(t.tenantId, t.number),
    index('payrolls_person_idx').on(t.tenantId, t.personId, t.periodStart),
  ],
);

export const payrollItems = pgTable(
  'payroll_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TPayrollItemKind>().notNull(),
    description: text('description').notNull(),
    workDate: date('work_date'),
    /** Hours items: the paid minutes and the hourly rate in cents. */
    minutes: integer('minutes'),
    rateCents: integer('rate_cents'),
    amountCents: integer('amount_cents').notNull(),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    declinedAt: at('declined_at'),
    declineFeedback: text('decline_feedback'),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_items_payroll_idx').on(t.payrollId)],
);

/** The to-dos a payroll item caused (a decline goes to the Accountants). */
export const payrollItemActivities = pgTable(
  'payroll_item_activities',
  {
    payrollItemId: integer('payroll_item_id')
      .notNull()
      .references(() => payrollItems.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.payrollItemId, t.activityId] })],
);

/** Payslips and annual statements. The PDF is drawn from the payroll on the first download
 *  and kept: an issued document reads the same ever after. */
export const payrollDocuments = pgTable(
  'payroll_documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    type: text('type').$type<TPayrollDocumentType>().notNull(),
    year: integer('year').notNull(),
    /** Annual statements: the year's totals as the payroll office reported them. */
    figures: jsonb('figures').$type<{ grossCents: number; deductionsCents: number; minutes: number }>(),
    issuedOn: date('issued_on').notNull(),
    pdf: bytea('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payroll_documents_payroll_type_uq').on(t.payrollId, t.type),
    index('payroll_documents_person_idx').on(t.tenantId, t.personId, t.year),
  ],
);

export type TContractPeriod = 'week' | 'month';

export const staffContracts = pgTable(
  'staff_contracts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    periodType: text('period_type').$type<TContractPeriod>().notNull().default('month'),
    /** The hours quota of one whole period, in minutes. */
    quotaMinutes: integer('quota_minutes').notNull(),
    /** What a day of paid vacation counts toward the quota, in minutes. */
    dayMinutes: integer('day_minutes').notNull().default(480),
    vacationDaysPerYear: integer('vacation_days_per_year').notNull().default(25),
    createdAt: createdAt(),
  },
  (t) => [index('staff_contracts_person_idx').on(t.tenantId, t.personId)],
);

export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('document_types_tenant_name_uq').on(t.tenantId, t.name)],
);

export type TSigningOrder = 'oneByOne' | 'parallel';
export type TDocumentField = {
  id: string;
  label: string;
  type: 'yesNo' | 'text' | 'number' | 'choice';
  options?: string[];
  required: boolean;
};

/** A PDF to sign. Once every signature is in, `signed_pdf` is made and nothing changes again. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    title: text('title').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    contactId: integer('contact_id').references(() => contacts.id),
    /** The crew member the document is about (a contract's employee). */
    personId: integer('person_id').references(() => persons.id),
    staffContractId: integer('staff_contract_id').references(() => staffContracts.id),
    signingOrder: text('signing_order').$type<TSigningOrder>().notNull().default('oneByOne'),
    parameters: jsonb('parameters').$type<Record<string, string | number | boolean>>().notNull().default({}),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    signedPdf: bytea('signed_pdf'),
    signedAt: at('signed_at'),
    createdByPersonId: integer('created_by_person_id').references(() => persons.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_tenant_idx').on(t.tenantId, t.createdAt),
    index('documents_person_idx').on(t.tenantId, t.personId),
    index('documents_company_idx').on(t.tenantId, t.companyId),
    index('documents_contract_idx').on(t.staffContractId),
  ],
);

export const documentSignatories = pgTable(
  'document_signatories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** 1, 2, 3…: the order of "one by one". */
    position: integer('position').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    /** What this signatory fills in when signing (rules §7 formFields). */
    fields: jsonb('fields').$type<TDocumentField[]>().notNull().default([]),
    formFields: jsonb('form_fields').$type<Record<string, string | number | boolean>>(),
    rating: integer('rating'),
    notifiedAt: at('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_signatories_position_uq').on(t.documentId, t.position),
    index('document_signatories_person_idx').on(t.tenantId, t.personId),
  ],
);

/** One place a signatory signs; a signatory is Signed when every one of theirs has its flag. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    signatoryId: integer('signatory_id')
      .notNull()
      .references(() => documentSignatories.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    signed: boolean('signed').notNull().default(false),
    signerName: text('signer_name'),
    /** PNG data URL of the drawn signature. */
    image: text('image'),
    signedAt: at('signed_at'),
  },
  (t) => [index('document_signatures_signatory_idx').on(t.signatoryId)],
);
