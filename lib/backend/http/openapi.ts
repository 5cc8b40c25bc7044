// How route files declare what they take and what they answer. Each answer names its schema
// from lib/domain once; the OpenAPI document and the handlers' `c.json` types follow from it
// (@hono/zod-openapi checks a handler's answer against the route's response schema).
import { z } from '@hono/zod-openapi';
import type { TListQuery } from './list';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from '../../domain/exports';

// The JSON parts are the operations' own (lib/domain/operation.ts); route files not yet built
// from an operation take them from here.
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

/** A response entry answering a file (a PDF, an image) rather than JSON. */
export const fileResponse = <C extends string>(description: string, contentType: C) => ({
  description,
  content: { [contentType]: { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } as Record<
    C,
    { schema: z.ZodString }
  >,
});

/** A response entry answering a list as a spreadsheet: .xlsx, or .csv by `?format=csv`. */
export const exportResponse = {
  description: "The list as .xlsx, or as .csv in the reader's list separator",
  content: Object.fromEntries(
    EXPORT_FORMATS.map((f) => [
      EXPORT_CONTENT_TYPES[f],
      { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
    ]),
  ),
};

/** The body of a paged list answer, from the query that asked for it and one page of rows. */
export function listAnswer<T>(query: TListQuery, page: { data: T[]; total: number }) {
  return { data: page.data, meta: { page: query.page, limit: query.limit, total: page.total } };
}

type TFormFieldSchema = { type: 'string'; description?: string; enum?: readonly string[]; default?: string };

/**
 * A required multipart upload body: the `file` and any text fields beside it. A plain OpenAPI
 * schema, not a zod one, so that zod-openapi installs no form validator (which would read the
 * whole body into memory): the service streams it (`uploadBody`, `http/multipart.ts`). The body
 * limits (`http/body-limits.ts`) find upload routes by this content type.
 */
export const multipartBody = (fields: Record<string, TFormFieldSchema> = {}) => ({
  body: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          required: ['file'],
          properties: { file: { type: 'string' as const, format: 'binary' }, ...fields },
        },
      },
    },
  },
});
