// The routes of lib/domain/field-work/operations/crew-contacts.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { crewContacts } from '../../services/field-work/contacts';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/field-work/operations/crew-contacts';

export function crewContactRoutes() {
  const r = createRouter();
  r.openapi(route(op.listCrewContacts, crewGuard), async (c) =>
    c.json({ data: await crewContacts(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
