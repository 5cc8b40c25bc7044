import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { tenantWebOrigin } from '../services/tenants';

/**
 * The host the user came through, to choose the tenant by. The backend is reached only through
 * the web app (the BFF), which sets X-Forwarded-Host from the request's own Host (or from a
 * trusted proxy's header, TRUST_PROXY); the backend's port must not be exposed.
 */
export const requestHost = (c: Context) => c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';

/** The web app's origin for links in mails: the tenant's configured address, never a header. */
export const webOrigin = (c: Context<AppEnv>, tenantId: number) =>
  tenantWebOrigin(c.var.deps.db, tenantId, c.var.deps.config.publicScheme);
