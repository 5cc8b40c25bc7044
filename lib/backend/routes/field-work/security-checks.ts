// /projectCrews/{id}/securityChecks (read, fill in and sign) and /crewChecks/{id}/download
// (answers as PDF) and /download/signed (the signed PDF); {id} there is the form result.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, jsonBody } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { idempotent, ZIdempotencyHeaders } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { formResultPdf, getSecurityCheck, submitSecurityCheck } from '../../services/field-work/security-checks';
import { ZFormResult, ZSecurityCheckInput, ZSecurityCheckQuery } from '../../../domain/field-work';

export function securityCheckRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/securityChecks',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: 'The security check of a form, date and shift (null when not filled in yet)',
      request: { params: ZIdParam, query: ZSecurityCheckQuery },
      responses: { 200: dataResponse('Result, or null', ZFormResult.nullable()) },
    }),
    async (c) =>
      c.json({ data: await getSecurityCheck(c.var.deps.db, await crewAccessOf(c), c.req.valid('query')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/projectCrews/{id}/securityChecks',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard, idempotent],
      summary: 'Fill in and sign a security check; produces the signed PDF',
      request: { params: ZIdParam, headers: ZIdempotencyHeaders, ...jsonBody(ZSecurityCheckInput) },
      responses: { 201: dataResponse('Signed', ZFormResult) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const at = actionTimeOf(input.at, clock.now());
      return c.json({ data: await submitSecurityCheck(c.var.deps.db, await crewAccessOf(c), input, at) }, 201);
    },
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
        responses: { 200: fileResponse('PDF', 'application/pdf') },
      }),
      async (c) => sendPdf(c, await formResultPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, signed)),
    );
  }
  return r;
}
