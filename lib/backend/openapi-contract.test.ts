// Every success answer in the OpenAPI document is described down to its leaves: a schema
// that accepts anything ({} / z.any() / z.unknown()) would let a shape change pass unseen by
// the document, by the handlers' types and by the web app's loaders.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { createApp } from './app';
import { createMailer } from './services/mail';
import type { Db } from './db/client';
import type { TBackendConfig } from './env';
import { looseResponseSchemas, type TOpenApiDocument, unconstrainedPaths } from './test-support/openapi-schema';

const DOC = { openapi: '3.1.0', info: { title: 'contract', version: '0' } } as const;

function documentOf(app: { getOpenAPI31Document: (c: typeof DOC) => unknown }): TOpenApiDocument {
  return app.getOpenAPI31Document(DOC) as TOpenApiDocument;
}

describe('the OpenAPI document of /api/v1', () => {
  // Building the document needs no database: only the route table is read.
  const app = createApp({
    db: null as unknown as Db,
    config: {} as TBackendConfig,
    mailer: createMailer({ from: 'x@y', log: () => {} }),
  });
  const doc = documentOf(app);

  it('describes every JSON answer completely and every file answer as binary', () => {
    expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(50);
    expect(looseResponseSchemas(doc)).toEqual([]);
  });

  it('wraps every JSON answer in a required `data`', () => {
    const unwrapped: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths ?? {}))
      for (const [method, op] of Object.entries(ops as Record<string, any>))
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, any>)) {
          const schema = response.content?.['application/json']?.schema;
          if (schema && !(schema.required ?? []).includes('data')) unwrapped.push(`${method} ${path} ${status}`);
        }
    expect(unwrapped).toEqual([]);
  });
});

describe('the looseness check itself', () => {
  const route = (path: string, schema: z.ZodType) =>
    createRoute({
      method: 'get',
      path,
      responses: { 200: { description: 'x', content: { 'application/json': { schema } } } },
    });
  const loose = (schema: z.ZodType) => {
    const app = new OpenAPIHono();
    app.openapi(route('/x', schema), (c) => c.json({}, 200));
    return looseResponseSchemas(documentOf(app));
  };

  it('finds an answer documented as z.any(), as nine routes were before their contracts', () => {
    expect(loose(z.object({ data: z.any() }))).toEqual(['GET /x 200 application/json $.data']);
  });
  it('finds unknown leaves nested in objects, lists, records and unions', () => {
    expect(
      loose(
        z.object({
          data: z.object({
            lines: z.array(z.object({ note: z.unknown() })),
            extra: z.record(z.string(), z.any()),
            either: z.union([z.string(), z.any()]),
            bare: z.object({}),
            list: z.array(z.any()),
          }),
        }),
      ),
    ).toEqual([
      'GET /x 200 application/json $.data.lines[].note',
      'GET /x 200 application/json $.data.extra{*}',
      'GET /x 200 application/json $.data.either<anyOf1>',
      'GET /x 200 application/json $.data.bare{}',
      'GET /x 200 application/json $.data.list[]',
    ]);
  });
  it('accepts a fully described answer, nullable and optional parts included', () => {
    const ZThing = z.object({
      id: z.number().int(),
      at: z.iso.datetime().nullable(),
      tags: z.array(z.string()).optional(),
      rights: z.record(z.string(), z.array(z.string())),
      kind: z.enum(['a', 'b']),
    });
    expect(loose(z.object({ data: z.array(ZThing) }))).toEqual([]);
    expect(unconstrainedPaths({ type: 'string', format: 'binary' }, undefined)).toEqual([]);
  });
  it('finds a file answer without a binary schema', () => {
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({
        method: 'get',
        path: '/f',
        responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.any() } } } },
      }),
      (c) => c.body('x'),
    );
    expect(looseResponseSchemas(documentOf(app))).toEqual([
      'GET /f 200 application/pdf: a file answer is described as { type: string, format: binary }',
    ]);
  });
});
