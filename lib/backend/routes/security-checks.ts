// /projectCrews/{id}/securityChecks (read, fill in and sign) and /crewChecks/{id}/download
// (answers as PDF) and /download/signed (the signed PDF); {id} there is the form result.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam } from '../http/list';
import { crewAccessOf, crewGuard } from '../services/field-work/crew-guard';
import { formResultPdf, getSecurityCheck, submitSecurityCheck } from '../services/field-work/security-checks';
import { ZSecurityCheckInput, ZShift } from '../../domain/field-work';
import { ZDateString, ZId } from '../../domain/projects';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const ZAny = z.object({ data: z.any() });
const pdfResponse = {
  200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
};

const sendPdf = (c: Context<AppEnv>, file: { pdf: Buffer; fileName: string }) =>
  c.body(new Uint8Array(file.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
  });

export function securityCheckRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/securityChecks',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: 'The security check of a form, date and shift (null when not filled in yet)',
      request: {
        params: ZIdParam,
        query: z.object({ formId: z.coerce.number().pipe(ZId), date: ZDateString, shift: ZShift }),
      },
      responses: { 200: { description: 'Result or null', ...json(ZAny) } },
    }),
    async (c) =>
      c.json({ data: await getSecurityCheck(c.var.deps.db, await crewAccessOf(c), c.req.valid('query')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/securityChecks',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: 'Fill in and sign a security check; produces the signed PDF',
      request: { params: ZIdParam, body: { required: true, ...json(ZSecurityCheckInput) } },
      responses: { 201: { description: 'Signed', ...json(ZAny) } },
    }),
    async (c) =>
      c.json({ data: await submitSecurityCheck(c.var.deps.db, await crewAccessOf(c), c.req.valid('json')) }, 201),
  );
  for (const signed of [false, true]) {
    r.openapi(
      createRoute({
        method: 'get',
        path: `/crewChecks/{id}/download${signed ? '/signed' : ''}`,
        tags: ['crewChecks'],
        middleware: [requireAuth],
        summary: signed
          ? 'The signed PDF of a security check'
          : 'The answers of a security check as PDF, without signature',
        request: { params: ZIdParam },
        responses: pdfResponse,
      }),
      async (c) => sendPdf(c, await formResultPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, signed)),
    );
  }
  return r;
}
