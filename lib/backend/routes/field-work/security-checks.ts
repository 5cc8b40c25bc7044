// The routes of lib/domain/field-work/operations/security-checks.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { sendPdf } from '../../http/files';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { idempotent } from '../../http/idempotent';
import { actionTimeOf } from '../../services/device-time';
import { clock } from '../../../domain/clock';
import { formResultPdf, getSecurityCheck, submitSecurityCheck } from '../../services/field-work/security-checks';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/security-checks';

export function securityCheckRoutes() {
  const r = createRouter();
  r.openapi(route(op.getSecurityCheck, crewGuard), async (c) =>
    c.json({ data: await getSecurityCheck(c.var.deps.db, await crewAccessOf(c), c.req.valid('query')) }, 200),
  );
  r.openapi(route(op.saveSecurityCheck, crewGuard, idempotent), async (c) => {
    const input = c.req.valid('json');
    const at = actionTimeOf(input.at, clock.now());
    return c.json({ data: await submitSecurityCheck(c.var.deps.db, await crewAccessOf(c), input, at) }, 201);
  });
  for (const [operation, signed] of [
    [op.securityCheckPdf, false],
    [op.signedSecurityCheckPdf, true],
  ] as const) {
    r.openapi(route(operation), async (c) =>
      sendPdf(c, await formResultPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, signed)),
    );
  }
  return r;
}
