// /projectCrews/{id}/contacts: crew chief, contact on site, project manager and members.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requireAuth } from '../http/auth';
import { ZIdParam } from '../http/list';
import { crewAccessOf, crewGuard } from '../services/field-work/crew-guard';
import { crewContacts } from '../services/field-work/contacts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

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
      responses: { 200: { description: 'Contacts', ...json(z.object({ data: z.any() })) } },
    }),
    async (c) => c.json({ data: await crewContacts(c.var.deps.db, await crewAccessOf(c)) }, 200),
  );
  return r;
}
