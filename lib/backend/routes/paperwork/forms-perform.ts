// Filling in questionnaires (SPEC §7 forms/perform/{id}: download, send, signed; formResults/perform):
// the caller's own answer set of a form, saved as answered, signed once, downloaded and mailed.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse, fileResponse, jsonBody } from '../../http/openapi';
import { sendPdf } from '../../http/files';
import { personalLogin } from '../../http/paperwork-guard';
import {
  formPerformPdf,
  getFormPerform,
  saveFormAnswers,
  sendFormPerform,
  signedFormPdf,
  signFormPerform,
} from '../../services/paperwork/forms-perform';
import { ZFormAnswersInput, ZFormPerform, ZFormSendInput, ZFormSent, ZFormSignInput } from '../../../domain/paperwork';

const mw = [requireAuth, personalLogin];

export function formPerformRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms/perform/{id}',
      tags: ['forms'],
      middleware: mw,
      summary: "A questionnaire with the caller's answers so far",
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Form and answers', ZFormPerform) },
    }),
    async (c) => c.json({ data: await getFormPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/formResults/perform',
      tags: ['forms'],
      middleware: mw,
      summary: 'Save answers (one or more), each checked against its question; required ones are checked on signing',
      request: jsonBody(ZFormAnswersInput),
      responses: { 200: dataResponse('Saved', ZFormPerform) },
    }),
    async (c) => c.json({ data: await saveFormAnswers(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 200),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms/perform/{id}/download',
      tags: ['forms'],
      middleware: mw,
      summary: 'The answers as PDF, without signature',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await formPerformPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/forms/perform/{id}/signed',
      tags: ['forms'],
      middleware: mw,
      summary: 'Sign the answers (every required question answered, else 422 per question); makes the PDF',
      request: { params: ZIdParam, ...jsonBody(ZFormSignInput) },
      responses: { 200: dataResponse('Signed', ZFormPerform) },
    }),
    async (c) =>
      c.json(
        { data: await signFormPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );
  r.openapi(
    createRoute({
      method: 'get',
      path: '/forms/perform/{id}/signed',
      tags: ['forms'],
      middleware: mw,
      summary: 'The signed PDF',
      request: { params: ZIdParam },
      responses: { 200: fileResponse('PDF', 'application/pdf') },
    }),
    async (c) => sendPdf(c, await signedFormPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(
    createRoute({
      method: 'post',
      path: '/forms/perform/{id}/send',
      tags: ['forms'],
      middleware: mw,
      summary: 'Mail the signed PDF',
      request: { params: ZIdParam, ...jsonBody(ZFormSendInput) },
      responses: { 200: dataResponse('Sent', ZFormSent) },
    }),
    async (c) => {
      const { db, mailer } = c.var.deps;
      return c.json(
        { data: await sendFormPerform(db, mailer, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
        200,
      );
    },
  );
  return r;
}
