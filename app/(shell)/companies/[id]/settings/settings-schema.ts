// The settings form's check, loaded on first use: numbers typed as text become the domain's
// numbers and pass the domain's own field schemas and checks.
import { z } from 'zod';
import { settingsConsistency, ZCompanySettingsFields } from '@/lib/domain/money';
import { parseDecimal } from '@/lib/domain/money/parse';

const typed = (decimals: number) =>
  z.string().transform((text, ctx) => {
    const value = parseDecimal(text, decimals);
    if (value === null)
      ctx.addIssue({ code: 'custom', params: { key: text.trim() === '' ? 'required' : 'notANumber' }, input: text });
    return value ?? z.NEVER;
  });

const F = ZCompanySettingsFields.shape;

export const ZSettingsForm = z
  .object({
    currency: F.currency,
    invoicePrefix: F.invoicePrefix,
    invoiceNextNumber: typed(0).pipe(F.invoiceNextNumber),
    receiptPrefix: F.receiptPrefix,
    receiptNextNumber: typed(0).pipe(F.receiptNextNumber),
    vatRates: z
      .array(z.object({ name: F.vatRates.element.shape.name, rate: typed(2).pipe(F.vatRates.element.shape.rate) }))
      .min(1)
      .max(10),
    defaultVatRate: typed(2).pipe(F.defaultVatRate),
    paymentTermDays: typed(0).pipe(F.paymentTermDays),
    senderName: F.senderName,
    senderEmail: z
      .string()
      .transform((s) => (s.trim() === '' ? null : s.trim()))
      .pipe(F.senderEmail.unwrap()),
    senderAddress: z
      .string()
      .transform((s) => (s.trim() === '' ? null : s))
      .pipe(F.senderAddress.unwrap()),
  })
  .superRefine(settingsConsistency);
