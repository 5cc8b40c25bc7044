// A real installation's tenants come from `npm run tenant:create`, never from the demo seed:
// the tenant, its hosts, a company and the first administrator. The administrator gets no
// password; a welcome link (valid for a week) lets them choose one.
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, tenantHosts } from '../../db/schema';
import { ApiError } from '../../errors';
import { PLANNER_LOGIN_TYPES } from '../../../domain/auth';
import { ZUserCreate, ZUsername } from '../../../domain/people';
import { isTimeZone } from '../../../domain/time-zone';
import { createWelcomeLink, WELCOME_TOKEN_DAYS } from '../auth/password-reset';
import { ensureReferenceData } from './reference-data';
import { ADMIN_RIGHTS, ADMIN_ROLE } from './role-rights';
import { insertLogin, insertLoginRoles, insertRole, insertTenant } from './tenant';

/** The languages a user may have (the same list the users API accepts). */
const ZLanguage = ZUserCreate.shape.language.unwrap();

/** A host name as the browser sends it, without scheme, port or path (tenant lookup strips the port). */
const ZHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'Use a host name such as acme.example.com, without https://, port or path',
  );

export const ZTenantCreate = z.strictObject({
  name: z.string().trim().min(1, 'Give the tenant a name').max(200),
  hosts: z
    .array(ZHost)
    .min(1, 'Give at least one host')
    .max(20)
    .refine((h) => new Set(h).size === h.length, 'Each host once'),
  adminEmail: z.email('Use an email address').pipe(ZUsername),
  adminName: z.string().trim().min(1, 'Give the administrator a name').max(200),
  language: ZLanguage.default('en'),
  timeZone: z.string().refine(isTimeZone, 'Not a known time zone, e.g. Europe/Amsterdam').default('Europe/Amsterdam'),
  /** Where the web app is reached; the welcome link starts with it. Default https://<first host>. */
  publicUrl: z.url({ protocol: /^https?$/, error: 'Use an http(s) URL such as https://acme.example.com' }).optional(),
  /** The company's support contact, shown to crew and clients on /help. */
  supportEmail: z.email('Use an email address').max(254).optional(),
  supportPhone: z.string().trim().min(3).max(40).optional(),
  /** Crew photos keep the GPS position the camera wrote (default: the phone drops it). */
  keepPhotoLocation: z.boolean().default(false),
});
export type TTenantCreate = z.input<typeof ZTenantCreate>;

export type TCreatedTenant = {
  tenantId: number;
  companyId: number;
  userId: number;
  username: string;
  welcomeLink: string;
  welcomeValidDays: number;
};

/** "Alex de Boss" → Alex / de Boss. */
function splitName(full: string) {
  const [first = '', ...rest] = full.split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export async function createTenant(db: Db, raw: TTenantCreate): Promise<TCreatedTenant> {
  const input = ZTenantCreate.parse(raw);
  const origin = new URL(input.publicUrl ?? `https://${input.hosts[0]}`).origin;
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ host: tenantHosts.host })
      .from(tenantHosts)
      .where(inArray(tenantHosts.host, input.hosts));
    if (taken.length > 0)
      throw new ApiError('CONFLICT', `Already served by another tenant: ${taken.map((t) => t.host).join(', ')}`);
    await ensureReferenceData(tx);
    const tenantId = await insertTenant(tx, {
      name: input.name,
      hosts: input.hosts,
      publicUrl: origin,
      language: input.language,
      timeZone: input.timeZone,
      supportEmail: input.supportEmail,
      supportPhone: input.supportPhone,
      keepPhotoLocation: input.keepPhotoLocation,
    });
    const [company] = await tx.insert(companies).values({ tenantId, name: input.name }).returning({ id: companies.id });
    const roleIds = await insertLoginRoles(tx, tenantId);
    const adminRoleId = await insertRole(tx, tenantId, ADMIN_ROLE, ADMIN_RIGHTS);
    const loginTypes = [...PLANNER_LOGIN_TYPES];
    const { userId } = await insertLogin(tx, tenantId, {
      person: { ...splitName(input.adminName), email: input.adminEmail, timezone: input.timeZone },
      username: input.adminEmail,
      passwordHash: null,
      language: input.language,
      loginTypes,
      roleIds: [...loginTypes.map((type) => roleIds[type]), adminRoleId],
    });
    return {
      tenantId,
      companyId: company!.id,
      userId,
      username: input.adminEmail,
      welcomeLink: await createWelcomeLink(tx, tenantId, userId, origin),
      welcomeValidDays: WELCOME_TOKEN_DAYS,
    };
  });
}
