// The routes of lib/domain/planning/operations/week-print.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { ownPersonOrPlanner } from '../../http/guards';
import { chiefOrPlanner } from '../../http/crew-guard';
import { sendPdf } from '../../http/files';
import { crewWeekPdf, personWeekPdf } from '../../services/planning/week-print';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/planning/operations/week-print';

export function weekPrintRoutes() {
  const r = createRouter();
  r.openapi(route(op.personWeekPdf, ownPersonOrPlanner), async (c) =>
    sendPdf(c, await personWeekPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').week)),
  );
  r.openapi(route(op.crewWeekPdf, ...chiefOrPlanner), async (c) =>
    sendPdf(c, await crewWeekPdf(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('query').week)),
  );
  return r;
}
