// The query of every paged list call, and the id in a path.
// (Defined with the operations, lib/domain/operation.ts.)
import type { TListQuery } from '../../domain/operation';

export { DEFAULT_LIMIT, ZIdParam, ZListQuery, type TListQuery } from '../../domain/operation';

/** The rows a page starts after. */
export const offsetOf = (q: TListQuery) => (q.page - 1) * q.limit;
