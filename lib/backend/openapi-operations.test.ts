// The API's operations, each with its parameters, body and answers as the OpenAPI document
// describes them, held against a committed snapshot (__snapshots__/): moving where an
// operation is defined must not change what it is. A deliberate change of the API updates the
// snapshot with `npm run test:unit -- lib/backend/openapi-operations.test.ts -u`, and the
// snapshot's diff shows the change for review.
import { createApp } from './app';
import { createMailer } from './services/mail';
import type { Db } from './db/client';
import type { TBackendConfig } from './env';
import type { TOpenApiDocument } from './test-support/openapi-schema';

// Building the document needs no database: only the route table is read.
const app = createApp({
  db: null as unknown as Db,
  config: {} as TBackendConfig,
  mailer: createMailer({ from: 'x@y', log: () => {} }),
});
const doc = app.getOpenAPI31Document({
  openapi: '3.1.0',
  info: { title: 'operations', version: '0' },
}) as TOpenApiDocument;
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
  Object.entries(ops as Record<string, unknown>).map(
    ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const,
  ),
);

describe('the operations of /api/v1', () => {
  it('are the same list', () => {
    expect(operations.map(([name]) => name).sort()).toMatchSnapshot();
  });

  it('share no named schema that the operations below would not show', () => {
    expect(doc.components ?? {}).toMatchSnapshot();
  });

  it.each(operations)('%s keeps its parameters, body and answers', (_name, operation) => {
    expect(operation).toMatchSnapshot();
  });
});
