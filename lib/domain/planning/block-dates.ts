// Blocked dates: a person's unavailability (rules "Blocked date").
import { z } from 'zod';
import { ZId, ZIsoDate } from '../primitives';
import { ZQueryId } from '../query-parts';
import { ZDate } from '../response-parts';
import { refineRange } from './date-range';

export const ZBlockDateCreate = z
  .object({
    startDate: ZIsoDate,
    endDate: ZIsoDate.nullish(),
    reason: z.string().trim().max(200).nullish(),
    companyId: ZId.nullish(),
    /** Planners may block a date for someone else; everyone else blocks their own. */
    personId: ZId.optional(),
  })
  .strict()
  .superRefine(refineRange);
export type TBlockDateCreate = z.infer<typeof ZBlockDateCreate>;

/** Blocked dates meeting [from, to]; another person's only for planners. */
export const ZBlockDateFilters = z.object({
  personId: ZQueryId.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});

export const ZBlockDate = z.object({
  id: ZId,
  personId: ZId,
  companyId: ZId.nullable(),
  startDate: ZDate,
  endDate: ZDate.nullable(),
  reason: z.string().nullable(),
});
export type TBlockDate = z.infer<typeof ZBlockDate>;
