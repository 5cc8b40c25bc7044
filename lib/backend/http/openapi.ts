// How route handlers answer: the JSON parts and the file, export and upload parts are the
// operations' own (lib/domain/operation.ts, operation-content.ts).
import type { TListQuery } from './list';

export {
  dataOf,
  dataResponse,
  json,
  jsonBody,
  listOf,
  listResponse,
  ZListMeta,
  type TListMeta,
} from '../../domain/operation';
export { exportResponse, fileResponse, multipartBody } from '../../domain/operation-content';

/** The body of a paged list answer, from the query that asked for it and one page of rows. */
export function listAnswer<T>(query: TListQuery, page: { data: T[]; total: number }) {
  return { data: page.data, meta: { page: query.page, limit: query.limit, total: page.total } };
}
