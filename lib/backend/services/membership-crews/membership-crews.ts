// Membership crews (rules "Membership crew"): planners see and keep every team of the
// tenant; a client login sees the teams kept for its own contact. Planners with the
// crewMemberships rights add and remove members (the routes check the rights).
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { contacts, functions, personFunctions, persons, plannerCrewMemberships, plannerCrews } from '../../db/schema';
import type { TAuth } from '../../context';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { isClient, isPlanner, requirePlanner } from '../access';
import { blankToNull } from '../catalog/reference';
import { personName } from '../people/names';
import type {
  TMembership,
  TMembershipCrew,
  TMembershipCrewDetail,
  TMembershipCrewInput,
  TMembershipMember,
} from '../../../domain/membership-crews';

/** The teams the caller may see (always within the tenant). */
function visibleCrewsWhere(auth: TAuth): SQL {
  const tenant = eq(plannerCrews.tenantId, auth.tenantId);
  if (isPlanner(auth)) return tenant;
  if (isClient(auth) && auth.contactNumber !== null)
    return and(
      tenant,
      sql`${plannerCrews.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.tenantId} = ${auth.tenantId} and ${contacts.number} = ${auth.contactNumber})`,
    )!;
  throw forbidden('Membership crews are for clients and planners');
}

const memberCount = sql<number>`(select count(*)::int from ${plannerCrewMemberships} m where m.planner_crew_id = ${plannerCrews.id})`;

function selectCrews(db: DbOrTx) {
  return db
    .select({
      id: plannerCrews.id,
      name: plannerCrews.name,
      comment: plannerCrews.comment,
      contactId: contacts.id,
      contactNumber: contacts.number,
      contactName: contacts.name,
      memberCount,
    })
    .from(plannerCrews)
    .leftJoin(contacts, eq(contacts.id, plannerCrews.contactId));
}
type TCrewRow = Awaited<ReturnType<ReturnType<typeof selectCrews>['execute']>>[number];

const toCrew = (r: TCrewRow): TMembershipCrew => ({
  id: r.id,
  name: r.name,
  comment: r.comment,
  contact: r.contactId === null ? null : { id: r.contactId, number: r.contactNumber ?? 0, name: r.contactName ?? '' },
  memberCount: Number(r.memberCount),
});

export async function listMembershipCrews(db: DbOrTx, auth: TAuth, page: { limit: number; offset: number }) {
  const where = visibleCrewsWhere(auth);
  const rows = await selectCrews(db)
    .where(where)
    .orderBy(asc(plannerCrews.name), asc(plannerCrews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(plannerCrews).where(where);
  return { data: rows.map(toCrew), total: Number(total?.n ?? 0) };
}

async function members(db: DbOrTx, crewIds: number[]): Promise<Map<number, TMembershipMember[]>> {
  const out = new Map<number, TMembershipMember[]>();
  if (!crewIds.length) return out;
  const rows = await db
    .select({
      crewId: plannerCrewMemberships.plannerCrewId,
      since: plannerCrewMemberships.createdAt,
      id: persons.id,
      name: personName,
      email: persons.email,
      phone: persons.phone,
      city: persons.city,
    })
    .from(plannerCrewMemberships)
    .innerJoin(persons, eq(persons.id, plannerCrewMemberships.personId))
    .where(inArray(plannerCrewMemberships.plannerCrewId, crewIds))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id));
  const personIds = [...new Set(rows.map((r) => r.id))];
  const fns = personIds.length
    ? await db
        .select({ personId: personFunctions.personId, id: functions.id, name: functions.name })
        .from(personFunctions)
        .innerJoin(functions, eq(functions.id, personFunctions.functionId))
        .where(inArray(personFunctions.personId, personIds))
        .orderBy(asc(functions.name))
    : [];
  for (const r of rows) {
    const list = out.get(r.crewId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      city: r.city,
      functions: fns.filter((f) => f.personId === r.id).map((f) => ({ id: f.id, name: f.name })),
      memberSince: r.since.toISOString(),
    });
    out.set(r.crewId, list);
  }
  return out;
}

export async function getMembershipCrew(db: DbOrTx, auth: TAuth, id: number): Promise<TMembershipCrewDetail> {
  const [row] = await selectCrews(db).where(and(eq(plannerCrews.id, id), visibleCrewsWhere(auth)));
  if (!row) throw notFound('Membership crew');
  return { ...toCrew(row), members: (await members(db, [id])).get(id) ?? [] };
}

/** The teams kept for one client contact, as far as the caller may see them. */
export async function membershipCrewsOfContact(db: DbOrTx, auth: TAuth, contactId: number) {
  const where = visibleCrewsWhere(auth);
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.tenantId, auth.tenantId)));
  if (!contact) throw notFound('Contact');
  const rows = await selectCrews(db)
    .where(and(where, eq(plannerCrews.contactId, contactId)))
    .orderBy(asc(plannerCrews.name), asc(plannerCrews.id));
  return rows.map(toCrew);
}

export async function createMembershipCrew(db: Db, auth: TAuth, input: TMembershipCrewInput) {
  requirePlanner(auth);
  return db.transaction(async (tx) => {
    if (input.contactId != null) {
      const [c] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, input.contactId), eq(contacts.tenantId, auth.tenantId)));
      if (!c) throw invalidField('contactId', `Contact ${input.contactId} does not exist`);
    }
    const [row] = await tx
      .insert(plannerCrews)
      .values({
        tenantId: auth.tenantId,
        name: input.name,
        contactId: input.contactId ?? null,
        comment: blankToNull(input.comment),
      })
      .returning({ id: plannerCrews.id });
    return getMembershipCrew(tx, auth, row!.id);
  });
}

/** The team (in the tenant) and the person (in the tenant), locked; 404 when either is missing. */
async function teamAndPerson(db: DbOrTx, auth: TAuth, plannerCrewId: number, personId: number) {
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!person) throw notFound('Person');
  const [team] = await db
    .select({ id: plannerCrews.id })
    .from(plannerCrews)
    .where(and(eq(plannerCrews.id, plannerCrewId), eq(plannerCrews.tenantId, auth.tenantId)))
    .for('update');
  if (!team) throw invalidField('plannerCrewId', `Membership crew ${plannerCrewId} does not exist`);
}

export async function addMember(db: Db, auth: TAuth, personId: number, plannerCrewId: number): Promise<TMembership> {
  requirePlanner(auth);
  return db.transaction(async (tx) => {
    await teamAndPerson(tx, auth, plannerCrewId, personId);
    const inserted = await tx
      .insert(plannerCrewMemberships)
      .values({ tenantId: auth.tenantId, plannerCrewId, personId })
      .onConflictDoNothing()
      .returning({ id: plannerCrewMemberships.id });
    if (!inserted.length) throw new ApiError('CONFLICT', 'This person is already a member of this crew');
    return { plannerCrewId, personId };
  });
}

export async function removeMember(db: Db, auth: TAuth, personId: number, plannerCrewId: number): Promise<TMembership> {
  requirePlanner(auth);
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
    if (!person) throw notFound('Person');
    const removed = await tx
      .delete(plannerCrewMemberships)
      .where(
        and(
          eq(plannerCrewMemberships.tenantId, auth.tenantId),
          eq(plannerCrewMemberships.plannerCrewId, plannerCrewId),
          eq(plannerCrewMemberships.personId, personId),
        ),
      )
      .returning({ id: plannerCrewMemberships.id });
    if (!removed.length) throw notFound('Membership');
    return { plannerCrewId, personId };
  });
}
