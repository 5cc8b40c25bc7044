// /projectCrews/{id}/contacts: crew chief, contact on site, project manager and members.
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
