// The lines of a receipt or an invoice and the amounts computed from them (totals.ts). Money is
// in integer cents on the wire; a quantity and a VAT rate are decimals with at most two places
// (7.25 hours, 5.5%), stored as hundredths.
import { z } from 'zod';
import { ZId } from '../primitives';

export const ITEM_LIMITS = {
  maxItems: 200,
  maxQuantity: 100_000,
  /** ±1,000,000.00 per unit: quantity × price stays far inside exact integer range. */
  maxUnitPrice: 100_000_000,
} as const;

/** An amount in cents. */
export const ZCents = z.number().int();
/** A VAT rate in percent, two decimals at most: 21, 9, 5.5, 0. */
export const ZVatPercent = z.number().min(0).max(100).multipleOf(0.01);

export const ZItemInput = z.strictObject({
  description: z.string().trim().min(1).max(300),
  quantity: z.number().min(0.01).max(ITEM_LIMITS.maxQuantity).multipleOf(0.01),
  /** Cents, excluding or including VAT as the document says; negative for a discount. */
  unitPrice: ZCents.min(-ITEM_LIMITS.maxUnitPrice).max(ITEM_LIMITS.maxUnitPrice),
  vatRate: ZVatPercent,
});
export type TItemInput = z.infer<typeof ZItemInput>;

export const ZItemsInput = z.array(ZItemInput).min(1).max(ITEM_LIMITS.maxItems);

export const ZItem = z.object({
  id: ZId,
  description: z.string(),
  quantity: z.number(),
  unitPrice: ZCents,
  vatRate: z.number(),
  /** quantity × unit price, rounded to the cent. */
  amount: ZCents,
});
export type TItem = z.infer<typeof ZItem>;

export const ZVatLine = z.object({ vatRate: z.number(), base: ZCents, vat: ZCents });
export const ZTotals = z.object({ net: ZCents, vat: ZCents, gross: ZCents, vatLines: z.array(ZVatLine) });
export type TTotalsResponse = z.infer<typeof ZTotals>;

/** The items of a document with the amounts the server computed from them. */
export const ZItemsWithTotals = z.object({
  currency: z.string().length(3),
  pricesIncludeVat: z.boolean(),
  items: z.array(ZItem),
  totals: ZTotals,
});
export type TItemsWithTotals = z.infer<typeof ZItemsWithTotals>;
