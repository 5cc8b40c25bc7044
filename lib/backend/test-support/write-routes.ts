// The app's own write endpoints with a JSON body, read from its OpenAPI document, each with a
// body that satisfies its schema. Route-table probes (malformed payloads, authorisation before
// validation) walk this list, so a new route is covered without being named.
import { createApp } from '../app';
import { createMailer } from '../services/mail';
import { exampleFromSchema } from './example-body';
import type { TTestBackend } from './test-backend';

export type TWriteRoute = { method: string; path: string; example: unknown };

export function writeRoutes(be: TTestBackend): TWriteRoute[] {
  const app = createApp({ db: be.db, config: be.config, mailer: createMailer({ from: 'x@y', log: () => {} }) });
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '0' } });
  const out: TWriteRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of ['post', 'put', 'patch'] as const) {
      const op = (ops as Record<string, any>)[method];
      const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
      if (!bodySchema) continue;
      const apiPath = path.replace(/^\/api\/v1/, '').replace(/\{\w+\}/g, '1');
      out.push({ method: method.toUpperCase(), path: apiPath, example: exampleFromSchema(bodySchema, doc.components) });
    }
  }
  return out;
}

/** Same shape as a valid body, with every leaf of the wrong type. */
export function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return 'not-a-list';
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  if (typeof value === 'string') return { nested: true };
  if (typeof value === 'number') return 'NaN-string';
  if (typeof value === 'boolean') return 'yes';
  return 12345;
}
