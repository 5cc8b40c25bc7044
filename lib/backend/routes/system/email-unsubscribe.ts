import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { dataResponse } from '../../http/openapi';
import { requestHost } from '../../http/request-host';
import { notFound } from '../../errors';
import { unsubscribeByToken } from '../../services/mail';
import { getTenantIdByHost } from '../../services/tenants';
import { ZUnsubscribed, ZUnsubscribeToken } from '../../../domain/system';

/** The link at the foot of notification mail; works without a login. */
export function emailUnsubscribeRoutes() {
  const r = createRouter();
  r.openapi(
    createRoute({
      method: 'post',
      path: '/emailMessages/unsubscribe/{token}',
      tags: ['emailMessages'],
      summary: 'Stop notification mail to the address this message went to',
      request: { params: ZUnsubscribeToken },
      responses: { 200: dataResponse('Unsubscribed', ZUnsubscribed) },
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
