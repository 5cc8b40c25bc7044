import { createRouter } from '../../http/router';
import { requestHost } from '../../http/request-host';
import { notFound } from '../../errors';
import { unsubscribeByToken } from '../../services/mail';
import { getTenantIdByHost } from '../../services/tenants';
import { route } from '../../http/operation-route';
import * as op from '../../../domain/system/operations/email-unsubscribe';

/** The link at the foot of notification mail; works without a login. */
export function emailUnsubscribeRoutes() {
  const r = createRouter();
  r.openapi(route(op.unsubscribe), async (c) => {
    const { db } = c.var.deps;
    const tenantId = await getTenantIdByHost(db, requestHost(c));
    const email = await unsubscribeByToken(db, tenantId, c.req.valid('param').token);
    if (!email) throw notFound('Email');
    return c.json({ data: { email } }, 200);
  });
  return r;
}
