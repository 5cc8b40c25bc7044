// /projectCrews/{id}/contacts: crew chief, contact on site, project manager and members.
import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/auth';
import { ZIdParam } from '../../http/list';
import { dataResponse } from '../../http/openapi';
import { crewAccessOf, crewGuard } from '../../http/crew-guard';
import { crewContacts } from '../../services/field-work/contacts';
import { ZCrewContacts } from '../../../domain/field-work';

export function crewContactRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'get',
      path: '/projectCrews/{id}/contacts',
      tags: ['projectCrews'],
      middleware: [requireAuth, crewGuard],
      summary: 'Who to call: crew chief, contact on site, project manager and crew members',
      request: { params: ZIdParam },
      responses: { 200: dataResponse('Contacts', ZCrewContacts) },
    }),
    async (c) => c.json({ data: await crewContacts(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
