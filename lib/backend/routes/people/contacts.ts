// The routes of lib/domain/people/operations/contacts.ts (what they take, answer and allow is
// written there); the handlers call the services.
import { createRouter } from '../../http/router';
import { listAnswer } from '../../http/openapi';
import {
  createContact,
  getContact,
  listContactPersons,
  listContacts,
  updateContact,
} from '../../services/people/contacts';
import { listProjects, tenantToday } from '../../services/projects/list';
import { route } from '../../http/operation-route';
import { ifMatchOf, withEtag } from '../../http/versions';
import * as op from '../../../domain/people/operations/contacts';

export function contactRoutes() {
  const r = createRouter();
  r.openapi(route(op.listContacts), async (c) => {
    const q = c.req.valid('query');
    return c.json(listAnswer(q, await listContacts(c.var.deps.db, c.var.auth, q)), 200);
  });
  r.openapi(route(op.getContact), async (c) =>
    c.json({ data: withEtag(c, await getContact(c.var.deps.db, c.var.auth, c.req.valid('param').id)) }, 200),
  );
  r.openapi(route(op.listContactProjects), async (c) => {
    const { db } = c.var.deps;
    const auth = c.var.auth;
    const { id } = c.req.valid('param');
    await getContact(db, auth, id);
    const q = c.req.valid('query');
    const page = await listProjects(db, auth, { ...q, clientId: id, today: await tenantToday(db, auth.tenantId) });
    return c.json(listAnswer(q, page), 200);
  });
  r.openapi(route(op.listContactPersons), async (c) =>
    c.json({ data: await listContactPersons(c.var.deps.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
  r.openapi(route(op.createContact), async (c) =>
    c.json({ data: withEtag(c, await createContact(c.var.deps.db, c.var.auth, c.req.valid('json'))) }, 201),
  );
  r.openapi(route(op.updateContact), async (c) =>
    c.json(
      {
        data: withEtag(
          c,
          await updateContact(c.var.deps.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'), ifMatchOf(c)),
        ),
      },
      200,
    ),
  );
  return r;
}
