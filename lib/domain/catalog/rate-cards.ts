// Rate cards: hourly paid and charged prices per crew function, one card per company.
import { z } from 'zod';
import { ZId } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZNamedRef } from '../response-parts';

export const ZRateCardFilters = z.object({ companyId: ZQueryId.optional() });

export const ZRateCardSummary = z.object({
  id: ZId,
  name: z.string(),
  currency: z.string().length(3),
  company: ZNamedRef,
});
export type TRateCardSummary = z.infer<typeof ZRateCardSummary>;

/** Money leaves as a decimal string ("12.50"): it must not pass through binary floats. */
export const ZMoney = z.string().regex(/^-?\d+(\.\d+)?$/, 'A decimal amount');

export const ZRateCard = ZRateCardSummary.extend({
  items: z.array(z.object({ id: ZId, function: ZNamedRef, hourlyPaid: ZMoney, hourlyCharged: ZMoney })),
});
export type TRateCard = z.infer<typeof ZRateCard>;
