import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { requestHost } from '../http/request-host';
import { notFound } from '../errors';
import { unsubscribeByToken } from '../services/mail';
import { getTenantIdByHost } from '../services/tenants';

/** The link at the foot of notification mail; works without a login. */
export function emailUnsubscribeRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/emailMessages/unsubscribe/{token}',
      tags: ['emailMessages'],
      summary: 'Stop notification mail to the address this message went to',
      request: {
        params: z.object({
          token: z
            .string()
            .min(16)
            .max(100)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
      },
      responses: {
        200: {
          description: 'Unsubscribed',
          content: { 'application/json': { schema: z.object({ data: z.object({ email: z.string() }) }) } },
        },
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const tenantId = await getTenantIdByHost(db, requestHost(c));
      const email = await unsubscribeByToken(db, tenantId, c.req.valid('param').token);
      if (!email) throw notFound('Email');
      return c.json({ data: { email } }, 200);
    },
  );
  return r;
}
