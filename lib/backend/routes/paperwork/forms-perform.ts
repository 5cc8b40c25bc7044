// The routes of lib/domain/paperwork/operations/forms-perform.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
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
import { route } from '../../http/operation-route';
import * as op from '../../../domain/paperwork/operations/forms-perform';

export function formPerformRoutes() {
  const r = createRouter();
  r.openapi(route(op.getFormPerform, personalLogin), async (c) =>
    c.json({ data: await getFormPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.saveFormAnswers, personalLogin), async (c) =>
    c.json({ data: await saveFormAnswers(c.var.deps.db, c.var.auth, c.req.valid('json')) }, 200),
  );
  r.openapi(route(op.formPerformPdf, personalLogin), async (c) =>
    sendPdf(c, await formPerformPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(route(op.signFormPerform, personalLogin), async (c) =>
    c.json(
      { data: await signFormPerform(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
      200,
    ),
  );
  r.openapi(route(op.signedFormPdf, personalLogin), async (c) =>
    sendPdf(c, await signedFormPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id)),
  );
  r.openapi(route(op.sendFormPerform, personalLogin), async (c) => {
    const { db, mailer } = c.var.deps;
    return c.json(
      { data: await sendFormPerform(db, mailer, c.var.auth, c.req.valid('param').id, c.req.valid('json')) },
      200,
    );
  });
  return r;
}
