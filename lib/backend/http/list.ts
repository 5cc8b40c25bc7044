import { z } from '@hono/zod-openapi';

/** SPEC §9: list calls use limit 1000, page 1. */
export const DEFAULT_LIMIT = 1000;
export const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LIMIT),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type TListQuery = z.infer<typeof ZListQuery>;
export const offsetOf = (q: TListQuery) => (q.page - 1) * q.limit;

/** A YYYY-MM-DD date that exists on the calendar. */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a valid date');

/** HH:MM or HH:MM:SS, 00:00 to 23:59. */
export const ZTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the format HH:MM');

export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
