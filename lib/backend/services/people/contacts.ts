// Contacts: client and supplier organisations (rules "Contact"). Planners and office
// see all of the tenant; a client user sees only the contact they work for.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts, persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isClient, isPlannerOrOffice } from '../access';
import { isUniqueViolation } from '../../db/errors';
import { insertNumbered, numberTaken } from '../numbering';
import { assertCode, blankToNull } from '../catalog/reference';
import type { TContact, TContactInput, TContactUpdate } from '../../../domain/people';
import { personListColumns, toPersonListItem } from './persons';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';

const contactColumns = {
  id: contacts.id,
  version: contacts.version,
  number: contacts.number,
  name: contacts.name,
  kind: contacts.kind,
  email: contacts.email,
  phone: contacts.phone,
  address: contacts.address,
  postalCode: contacts.postalCode,
  city: contacts.city,
  countryCode: contacts.countryCode,
};

/** The contacts this caller may read; 403 for callers who may read none. */
function visibleContactsWhere(auth: TAuth): SQL {
  const tenant = eq(contacts.tenantId, auth.tenantId);
  if (isPlannerOrOffice(auth)) return tenant;
  if (isClient(auth) && auth.contactNumber !== null) return and(tenant, eq(contacts.number, auth.contactNumber))!;
  throw forbidden('Only planners, office and clients may read contacts');
}

export const mayEditContacts = (auth: TAuth) => isPlannerOrOffice(auth);

export async function listContacts(db: DbOrTx, auth: TAuth, q: { search?: string; limit: number; page: number }) {
  const parts: (SQL | undefined)[] = [visibleContactsWhere(auth)];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(or(ilike(contacts.name, like), ilike(sql`${contacts.number}::text`, like)));
  }
  const where = and(...parts);
  const data = await db
    .select(contactColumns)
    .from(contacts)
    .where(where)
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(contacts).where(where);
  return { data, total: total?.n ?? 0 };
}

export async function getContact(db: DbOrTx, auth: TAuth, id: number): Promise<TContact> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.id, id), visibleContactsWhere(auth)));
  if (!row) throw notFound('Contact');
  return row;
}

export async function listContactPersons(db: DbOrTx, auth: TAuth, id: number) {
  await getContact(db, auth, id);
  const rows = await db
    .select(personListColumns)
    .from(persons)
    .where(and(eq(persons.tenantId, auth.tenantId), eq(persons.contactId, id)))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id));
  return rows.map(toPersonListItem);
}

async function checkInput(db: DbOrTx, v: TContactUpdate) {
  if (v.countryCode) await assertCode(db, 'countries', v.countryCode, 'countryCode');
}

function columnsOf(v: TContactUpdate) {
  const out: Partial<typeof contacts.$inferInsert> = {};
  if (v.number !== undefined) out.number = v.number;
  if (v.name !== undefined) out.name = v.name;
  if (v.kind !== undefined) out.kind = v.kind;
  for (const key of ['email', 'phone', 'address', 'postalCode', 'city', 'countryCode'] as const) {
    if (v[key] !== undefined) out[key] = blankToNull(v[key]);
  }
  return out;
}

export async function createContact(db: Db, auth: TAuth, input: TContactInput): Promise<TContact> {
  if (!mayEditContacts(auth)) throw forbidden('Only planners and office may add contacts');
  await checkInput(db, input);
  return insertNumbered(db, {
    table: contacts,
    tenantId: auth.tenantId,
    given: input.number,
    after: 10000,
    what: 'Contact',
    insert: async (tx, number) => {
      const [created] = await tx
        .insert(contacts)
        .values({ ...columnsOf(input), tenantId: auth.tenantId, number, name: input.name })
        .returning(contactColumns);
      return created!;
    },
  });
}

export async function updateContact(
  db: Db,
  auth: TAuth,
  id: number,
  input: TContactUpdate,
  ifMatch: TIfMatch,
): Promise<TContact> {
  if (!mayEditContacts(auth)) throw forbidden('Only planners and office may change contacts');
  await getContact(db, auth, id);
  await checkInput(db, input);
  const set = columnsOf(input);
  try {
    return await db.transaction(async (tx) => {
      await claimVersion(tx, auth, contacts, id, ifMatch);
      if (Object.keys(set).length > 0)
        await tx
          .update(contacts)
          .set(set)
          .where(and(eq(contacts.id, id), eq(contacts.tenantId, auth.tenantId)));
      return getContact(tx, auth, id);
    });
  } catch (err) {
    if (isUniqueViolation(err) && input.number !== undefined) throw numberTaken('Contact', input.number);
    throw err;
  }
}
