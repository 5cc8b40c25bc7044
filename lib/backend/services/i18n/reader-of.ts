// Who reads what the product sends out (a mail, a PDF), and so its language (rules §1 by
// localeFor) and formats: a login's own language where the tenant allows it; anyone without a
// login (a client, an address typed in) gets the tenant's language. The tenant's name heads a
// mail's HTML part and every PDF page (with its logo there); its theme colour dresses the mail.
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TAuth } from '../../context';
import { persons, tenants, users } from '../../db/schema';
import { THEME_COLOR, themeOf } from '../../../domain/theme';
import type { TLocale } from '../../../domain/i18n/locales';
import { localeFor } from './translate';
import { tenantLogoOf, type TTenantLogo } from '../setup/tenant-logo';

export type TOutputReader = {
  locale: TLocale;
  timeZone: string;
  tenantName: string;
  /** The tenant's theme colour: a mail's header and buttons. */
  colour: string;
  /** The tenant's logo, beside its name at the head of every PDF page. */
  logo: TTenantLogo | null;
};

/** Whose language: a login, a person (their login's), an address (a login's with that address), or nobody's. */
export type TOutputRecipient = { userId: number } | { personId: number } | { email: string } | null;

async function tenantOf(db: DbOrTx, tenantId: number) {
  const [tenant] = await db
    .select({
      name: tenants.name,
      defaultLanguage: tenants.defaultLanguage,
      useUserLanguage: tenants.useUserLanguage,
      timeZone: tenants.timezone,
      mobileTheme: tenants.mobileTheme,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error(`No tenant ${tenantId}`);
  return tenant;
}

function whereRecipient(recipient: Exclude<TOutputRecipient, null>) {
  if ('userId' in recipient) return eq(users.id, recipient.userId);
  if ('personId' in recipient) return eq(users.personId, recipient.personId);
  const address = recipient.email.trim().toLowerCase();
  return or(sql`lower(${persons.email}) = ${address}`, sql`lower(${users.username}) = ${address}`);
}

/** The language of a login that matches the recipient; the oldest login of a person with several. */
async function languageOf(db: DbOrTx, tenantId: number, recipient: TOutputRecipient): Promise<string | null> {
  if (!recipient) return null;
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.tenantId, tenantId), eq(users.active, true), whereRecipient(recipient)))
    .orderBy(users.id)
    .limit(1);
  return row?.language ?? null;
}

export async function readerOf(db: DbOrTx, tenantId: number, recipient: TOutputRecipient): Promise<TOutputReader> {
  // One after the other: inside a transaction both go over the same connection.
  const tenant = await tenantOf(db, tenantId);
  const language = await languageOf(db, tenantId, recipient);
  const logo = await tenantLogoOf(db, tenantId);
  return {
    locale: localeFor(language, tenant),
    timeZone: tenant.timeZone,
    tenantName: tenant.name,
    colour: THEME_COLOR[themeOf(tenant)],
    logo,
  };
}

/** The one who asked (a PDF drawn for them); a session without a login reads the tenant's language. */
export const readerOfCaller = (db: DbOrTx, auth: TAuth) =>
  readerOf(db, auth.tenantId, auth.userId ? { userId: auth.userId } : null);
