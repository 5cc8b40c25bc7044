// Payrolls (rules "Money and paperwork"): one person's pay for one period, with its items
// (hours, allowances, expenses), its totals and its documents. Money travels in integer cents
// with the payroll's currency (ISO 4217) beside it; the screens format it in the user's locale.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZCount, ZDate, ZNumber, ZPersonRef, ZTimestamp } from '../response-parts';
import { ZActivity } from '../activities/activity';

export const PAYROLL_STATUSES = ['draft', 'final', 'paid'] as const;
export const PAYROLL_ITEM_KINDS = ['hours', 'allowance', 'expense'] as const;
/** rules §9 "payroll document type filters": the fixed strings of the document types. */
export const PAYROLL_DOCUMENT_TYPES = ['payslip', 'annualStatement'] as const;
export type TPayrollDocumentType = (typeof PAYROLL_DOCUMENT_TYPES)[number];
export const ZPayrollDocumentType = z.enum(PAYROLL_DOCUMENT_TYPES);
export type TPayrollItemKind = (typeof PAYROLL_ITEM_KINDS)[number];

export const ZCents = z.number().int();
export const ZCurrency = z.string().regex(/^[A-Z]{3}$/);

export const ZPayrollTotals = z.object({
  minutes: ZCount,
  hoursCents: ZCents,
  allowancesCents: ZCents,
  expensesCents: ZCents,
  grossCents: ZCents,
  deductionsCents: ZCents,
  netCents: ZCents,
});
export type TPayrollTotals = z.infer<typeof ZPayrollTotals>;

export const ZPayrollListItem = z.object({
  id: ZId,
  number: ZNumber,
  person: ZPersonRef,
  periodStart: ZDate,
  periodEnd: ZDate,
  status: z.enum(PAYROLL_STATUSES),
  currency: ZCurrency,
  grossCents: ZCents,
  netCents: ZCents,
  declinedItems: ZCount,
});
export type TPayrollListItem = z.infer<typeof ZPayrollListItem>;

export const ZPayrollItem = z.object({
  id: ZId,
  payrollId: ZId,
  payrollNumber: ZNumber,
  kind: z.enum(PAYROLL_ITEM_KINDS),
  description: z.string(),
  workDate: ZDate.nullable(),
  minutes: ZCount.nullable(),
  rateCents: ZCents.nullable(),
  amountCents: ZCents,
  currency: ZCurrency,
  declinedAt: ZTimestamp.nullable(),
  declineFeedback: z.string().nullable(),
  /** Whether the caller may still decline it: their own item, not declined, the payroll not paid. */
  canDecline: z.boolean(),
});
export type TPayrollItem = z.infer<typeof ZPayrollItem>;

export const ZPayrollDocument = z.object({
  id: ZId,
  payrollId: ZId,
  payrollNumber: ZNumber,
  type: ZPayrollDocumentType,
  year: z.number().int(),
  issuedOn: ZDate,
  fileName: z.string(),
});
export type TPayrollDocument = z.infer<typeof ZPayrollDocument>;

export const ZPayroll = ZPayrollListItem.extend({
  paidOn: ZDate.nullable(),
  company: z.object({ id: ZId, name: z.string() }),
  items: z.array(ZPayrollItem),
  totals: ZPayrollTotals,
  documents: z.array(ZPayrollDocument),
});
export type TPayroll = z.infer<typeof ZPayroll>;

export const ZPayrollFilters = z.object({
  /** Planners and office: one person's payrolls. Crew members always get their own. */
  personId: ZQueryId.optional(),
  number: z.coerce.number().int().positive().max(2147483647).optional(),
});

export const ZPayrollDocumentFilters = z.object({
  personId: ZQueryId.optional(),
  type: ZPayrollDocumentType.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const PAYROLL_FEEDBACK_MAX = 1000;
export const ZDeclinePayrollItemInput = z.strictObject({
  feedback: z.string().trim().min(1, 'Tell the accountants what is wrong').max(PAYROLL_FEEDBACK_MAX),
});
export type TDeclinePayrollItemInput = z.infer<typeof ZDeclinePayrollItemInput>;

export const ZPayrollItemActivities = z.array(ZActivity);

/** A payroll item's payroll and person, as the item's own page shows them. */
export const ZPayrollItemDetail = ZPayrollItem.extend({
  person: ZPersonRef,
  periodStart: ZDate,
  periodEnd: ZDate,
  activities: z.array(ZActivity),
});
export type TPayrollItemDetail = z.infer<typeof ZPayrollItemDetail>;

/** The file name a payroll document downloads as. */
export const payrollDocumentFileName = (type: TPayrollDocumentType, payrollNumber: number, year: number) =>
  type === 'payslip' ? `payslip-${payrollNumber}.pdf` : `annual-statement-${year}.pdf`;
