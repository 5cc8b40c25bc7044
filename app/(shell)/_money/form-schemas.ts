// The receipt and invoice forms' checks, loaded on first use: typed amounts and decimals become
// the domain's numbers (cents, two-decimal quantities and rates) and then pass the domain's own
// schemas, so the form and the server say the same thing about the same field.
import { z } from 'zod';
import { ZId, ZIsoDate } from '@/lib/domain/primitives';
import {
  ITEM_LIMITS,
  ZInvoiceInput,
  ZInvoiceSend,
  ZItemInput,
  ZReceiptInput,
  dueNotBeforeDate,
} from '@/lib/domain/money';
import { parseCents, parseDecimal } from '@/lib/domain/money/parse';

/** Text as typed → a number, or an issue: `required` when empty, `notANumber` otherwise. */
const typed = (parse: (text: string) => number | null) =>
  z.string().transform((text, ctx) => {
    const value = parse(text);
    if (value === null)
      ctx.addIssue({ code: 'custom', params: { key: text.trim() === '' ? 'required' : 'notANumber' }, input: text });
    return value ?? z.NEVER;
  });

const ZItemDraft = z.object({
  description: ZItemInput.shape.description,
  quantity: typed((t) => parseDecimal(t)).pipe(ZItemInput.shape.quantity),
  unitPrice: typed(parseCents).pipe(ZItemInput.shape.unitPrice),
  vatRate: typed((t) => parseDecimal(t)).pipe(ZItemInput.shape.vatRate),
});

const ZChosenId = z.string().min(1).transform(Number).pipe(ZId);
const blankToNull = z.string().transform((s) => (s.trim() === '' ? null : s));

export const ZReceiptForm = z.object({
  companyId: ZChosenId,
  date: ZReceiptInput.shape.date,
  supplierName: ZReceiptInput.shape.supplierName,
  description: blankToNull.pipe(ZReceiptInput.shape.description.unwrap()),
  pricesIncludeVat: z.boolean(),
  items: z.array(ZItemDraft).min(1).max(ITEM_LIMITS.maxItems),
});

export const ZInvoiceForm = z
  .object({
    companyId: ZChosenId,
    clientId: ZChosenId,
    date: ZInvoiceInput.shape.date,
    dueDate: blankToNull.pipe(ZIsoDate.nullable()),
    reference: blankToNull.pipe(ZInvoiceInput.shape.reference.unwrap()),
    notes: blankToNull.pipe(ZInvoiceInput.shape.notes.unwrap()),
    pricesIncludeVat: z.boolean(),
    items: z.array(ZItemDraft).min(1).max(ITEM_LIMITS.maxItems),
  })
  .superRefine(dueNotBeforeDate);

/** The send form: one address, and copies as a comma- or space-separated list. */
export const ZInvoiceSendForm = z.object({
  to: ZInvoiceSend.shape.to,
  cc: z
    .string()
    .transform((s) => s.split(/[\s,;]+/).filter(Boolean))
    .pipe(ZInvoiceSend.shape.cc.unwrap()),
});
