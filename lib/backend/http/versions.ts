// The HTTP side of versioned records (lib/domain/versions.ts): what a write's If-Match asks for,
// and the ETag of an answer that carries one record.
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { etagOf, IF_MATCH_HEADER, parseIfMatch, type TIfMatch } from '../../domain/versions';

/** What the request's If-Match asks for (null: none sent). */
export const ifMatchOf = (c: Context<AppEnv>): TIfMatch => parseIfMatch(c.req.header(IF_MATCH_HEADER));

/** The record, with its version set as the answer's ETag. */
export function withEtag<T extends { version: number }>(c: Context<AppEnv>, record: T): T {
  c.header('ETag', etagOf(record.version));
  return record;
}
