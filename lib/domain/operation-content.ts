// The answers and bodies of operations that are not JSON: files (a PDF, an image), list exports
// and multipart uploads. Their schemas carry OpenAPI metadata through zod's own `.meta()`, which
// the OpenAPI generator reads as it reads `.openapi()`.
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from './exports';

const binary = () => z.string().meta({ type: 'string', format: 'binary' });

/** A response entry answering a file (a PDF, an image) rather than JSON. */
export const fileResponse = <C extends string>(description: string, contentType: C) => ({
  description,
  content: { [contentType]: { schema: binary() } } as Record<C, { schema: z.ZodString }>,
});

/** A response entry answering a list as a spreadsheet: .xlsx, or .csv by `?format=csv`. */
export const exportResponse = {
  description: "The list as .xlsx, or as .csv in the reader's list separator",
  content: Object.fromEntries(EXPORT_FORMATS.map((f) => [EXPORT_CONTENT_TYPES[f], { schema: binary() }])),
};

/** A response entry answering a stream of Server-Sent Events that stays open. */
export const eventStreamResponse = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string().meta({ type: 'string' }) } },
});

type TFormFieldSchema = { type: 'string'; description?: string; enum?: readonly string[]; default?: string };

/**
 * A required multipart upload body: the `file` and any text fields beside it. A plain OpenAPI
 * schema, not a zod one, so that zod-openapi installs no form validator (which would read the
 * whole body into memory): the service streams it (`uploadBody`, lib/backend/http/multipart.ts).
 * The body limits (lib/backend/http/body-limits.ts) find upload routes by this content type.
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
