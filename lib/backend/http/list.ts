// The query of every paged list call, and the id in a path.
import { z } from '@hono/zod-openapi';
import { MAX_INT } from '../../domain/primitives';

/** SPEC §9: list calls use limit 1000, page 1. */
export const DEFAULT_LIMIT = 1000;
export const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LIMIT),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type TListQuery = z.infer<typeof ZListQuery>;
export const offsetOf = (q: TListQuery) => (q.page - 1) * q.limit;

export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
