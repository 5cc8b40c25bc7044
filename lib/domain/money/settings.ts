// A company's settings for its paperwork (companies/{id}/settings): the currency it invoices in,
// how receipts and invoices are numbered, its VAT rates, payment terms and the sender of its
// invoice mail. Office staff and planners change them.
import { z } from 'zod';
import { optionalText, ZId } from '../primitives';
import { ZVersion } from '../response-parts';
import { ZVatPercent } from './items';
import { CURRENCIES, MAX_DOCUMENT_NUMBER } from './settings-constants';

export * from './settings-constants';
export const ZCurrency = z.enum(CURRENCIES);
export type TCurrency = z.infer<typeof ZCurrency>;

/** Upper-case letters, digits and hyphens: the number goes into URLs and file names as it is. */
export const ZNumberPrefix = z
  .string()
  .trim()
  .max(10)
  .regex(/^[A-Z0-9-]*$/);

export const ZVatRateSetting = z.strictObject({
  name: z.string().trim().min(1).max(40),
  rate: ZVatPercent,
});

/** The fields, without the checks across them (for stored settings, which leave out the numbers). */
export const ZCompanySettingsFields = z.strictObject({
  currency: ZCurrency,
  invoicePrefix: ZNumberPrefix,
  /** The number the next invoice gets; it may move forward, never back. */
  invoiceNextNumber: z.number().int().min(1).max(MAX_DOCUMENT_NUMBER),
  receiptPrefix: ZNumberPrefix,
  receiptNextNumber: z.number().int().min(1).max(MAX_DOCUMENT_NUMBER),
  vatRates: z.array(ZVatRateSetting).min(1).max(10),
  defaultVatRate: ZVatPercent,
  paymentTermDays: z.number().int().min(0).max(365),
  senderName: z.string().trim().min(1).max(200),
  /** Null: invoice mail goes out from the product's own address. */
  senderEmail: z.email().max(254).nullable().optional(),
  senderAddress: optionalText(500),
});

/** Each VAT rate once, and the default one of them. */
export function settingsConsistency(v: { vatRates: { rate: number }[]; defaultVatRate: number }, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  v.vatRates.forEach((r, i) => {
    if (seen.has(r.rate)) ctx.addIssue({ code: 'custom', path: ['vatRates', i, 'rate'], message: 'Listed twice' });
    seen.add(r.rate);
  });
  if (!seen.has(v.defaultVatRate))
    ctx.addIssue({ code: 'custom', path: ['defaultVatRate'], message: 'Choose one of the VAT rates' });
}

export const ZCompanySettingsInput = ZCompanySettingsFields.superRefine(settingsConsistency);
export type TCompanySettingsInput = z.infer<typeof ZCompanySettingsInput>;

export const ZCompanySettings = z.object({
  companyId: ZId,
  /** The company's version: a change of the settings names the one it is based on. */
  version: ZVersion,
  companyName: z.string(),
  currency: ZCurrency,
  invoicePrefix: z.string(),
  invoiceNextNumber: z.number().int().positive(),
  receiptPrefix: z.string(),
  receiptNextNumber: z.number().int().positive(),
  vatRates: z.array(z.object({ name: z.string(), rate: z.number() })),
  defaultVatRate: z.number(),
  paymentTermDays: z.number().int().nonnegative(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  senderAddress: z.string().nullable(),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;
