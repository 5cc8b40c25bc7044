import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { tenantHosts, tenants } from '../db/schema';
import { ApiError } from '../errors';
import type { TTenantConfig } from '../../domain/auth';

/** `Moyo.Localhost:3000` → `moyo.localhost`. */
export function normaliseHost(raw: string | undefined | null): string {
  const first = (raw ?? '').split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function getTenantIdByHost(db: DbOrTx, rawHost: string | undefined | null): Promise<number> {
  const host = normaliseHost(rawHost);
  const [row] = await db.select({ tenantId: tenantHosts.tenantId }).from(tenantHosts).where(eq(tenantHosts.host, host));
  if (!row) throw new ApiError('TENANT_NOT_FOUND', `No tenant is served on host "${host}"`);
  return row.tenantId;
}

/**
 * The address links in this tenant's mails start with: its configured public URL, else its
 * first host with the configured scheme. Never a request header: a header
 * would let a caller have the company's mail server send links to a host of their choosing.
 */
export async function tenantWebOrigin(db: DbOrTx, tenantId: number, scheme: 'http' | 'https'): Promise<string> {
  const [t] = await db
    .select({ publicUrl: tenants.publicUrl, metaHostName: tenants.metaHostName })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!t) throw new ApiError('TENANT_NOT_FOUND', 'Tenant not found');
  if (t.publicUrl) return new URL(t.publicUrl).origin;
  const [first] = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(asc(tenantHosts.host))
    .limit(1);
  const host = t.metaHostName ?? first?.host;
  if (!host) throw new ApiError('TENANT_NOT_FOUND', 'This tenant has no host');
  return `${scheme}://${host}`;
}

export async function getTenantConfig(db: DbOrTx, tenantId: number): Promise<TTenantConfig> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw new ApiError('TENANT_NOT_FOUND', 'Tenant not found');
  return {
    id: t.id,
    name: t.name,
    defaultLanguage: t.defaultLanguage,
    mobileTheme: t.mobileTheme,
    faviconUrl: t.faviconUrl,
    useUserLanguage: t.useUserLanguage,
    metaHostName: t.metaHostName,
    metaDescription: t.metaDescription,
    backgroundUrl: t.backgroundUrl,
    backgroundColorCode: t.backgroundColorCode,
    timezone: t.timezone,
    supportEmail: t.supportEmail,
    supportPhone: t.supportPhone,
    keepPhotoLocation: t.keepPhotoLocation,
  };
}
