// Persons (rules "Person"). Planners and office see every person of the tenant, others
// only themselves; a project session sees the people of its project (rules §6: the contact
// pages of its project manager, crew chief and crew members).
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  assignments,
  contacts,
  functions,
  personFunctions,
  persons,
  projectCrewItems,
  projectCrews,
  projects,
  regions,
} from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isPlanner, isPlannerOrOffice } from '../access';
import { assertCode, blankToNull } from '../catalog/reference';
import { personName } from './names';
import { assertInTenant } from '../tenant-scope';
import type { TIfMatch } from '../../../domain/versions';
import { claimVersion } from '../versions';
import {
  fullName,
  PERSON_PLANNER_FIELDS,
  type TPerson,
  type TPersonListItem,
  type TPersonUpdate,
} from '../../../domain/people';

export const personListColumns = {
  id: persons.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  phone: persons.phone,
  city: persons.city,
  contactId: persons.contactId,
  pictureUrl: persons.pictureUrl,
};

export function toPersonListItem<T extends Omit<TPersonListItem, 'name'>>(r: T): T & { name: string } {
  return { ...r, name: fullName(r) };
}

/** Everyone on the project: manager, crew chiefs, contacts on site and assigned crew. */
function projectPeopleWhere(tenantId: number, projectId: number): SQL {
  return sql`(${persons.id} in (select ${projects.projectManagerId} from ${projects} where ${projects.id} = ${projectId} and ${projects.tenantId} = ${tenantId})
    or ${persons.id} in (select ${projectCrews.crewChiefId} from ${projectCrews} where ${projectCrews.projectId} = ${projectId} and ${projectCrews.tenantId} = ${tenantId})
    or ${persons.id} in (select ${projectCrews.contactOnSiteId} from ${projectCrews} where ${projectCrews.projectId} = ${projectId} and ${projectCrews.tenantId} = ${tenantId})
    or ${persons.id} in (select ${assignments.personId} from ${assignments}
      join ${projectCrewItems} on ${projectCrewItems.id} = ${assignments.crewItemId}
      join ${projectCrews} on ${projectCrews.id} = ${projectCrewItems.projectCrewId}
      where ${projectCrews.projectId} = ${projectId} and ${assignments.tenantId} = ${tenantId}))`;
}

export function visiblePersonsWhere(auth: TAuth): SQL {
  const tenant = eq(persons.tenantId, auth.tenantId);
  if (auth.type === 'pluscrew') throw forbidden();
  if (auth.type === 'project') return and(tenant, projectPeopleWhere(auth.tenantId, auth.projectId ?? -1))!;
  if (isPlannerOrOffice(auth)) return tenant;
  return and(tenant, eq(persons.id, auth.personId ?? -1))!;
}

/** People who act as contacts on a project: its manager, its crews' chiefs and contacts on site. */
async function projectContactIds(db: DbOrTx, tenantId: number, projectId: number): Promise<Set<number>> {
  const [pm] = await db
    .select({ id: projects.projectManagerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)));
  const crews = await db
    .select({ chief: projectCrews.crewChiefId, onSite: projectCrews.contactOnSiteId })
    .from(projectCrews)
    .where(and(eq(projectCrews.projectId, projectId), eq(projectCrews.tenantId, tenantId)));
  const ids = [pm?.id, ...crews.flatMap((c) => [c.chief, c.onSite])];
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
}

/**
 * What a project (PID) session sees of a person: name, and phone and email where the person
 * acts as a contact (of a client or supplier, or on the project). Never birthday, address,
 * postcode, city or nationality.
 */
async function contactViews<T extends TPersonListItem>(db: DbOrTx, auth: TAuth, people: T[]): Promise<T[]> {
  if (auth.type !== 'project') return people;
  const contactsOnProject = await projectContactIds(db, auth.tenantId, auth.projectId ?? -1);
  return people.map((p) => {
    const reachable = p.contactId !== null || contactsOnProject.has(p.id);
    const view: Record<string, unknown> = {
      ...p,
      email: reachable ? p.email : null,
      phone: reachable ? p.phone : null,
      city: null,
      pictureUrl: null,
    };
    for (const key of PRIVATE_PERSON_FIELDS) if (key in view) view[key] = null;
    return view as T;
  });
}
const PRIVATE_PERSON_FIELDS = [
  'birthday',
  'address',
  'postalCode',
  'countryCode',
  'nationalityCode',
  'timezone',
  'regionId',
] as const;

export async function listPersons(
  db: DbOrTx,
  auth: TAuth,
  q: { search?: string; contactId?: number; limit: number; page: number },
) {
  const parts: (SQL | undefined)[] = [visiblePersonsWhere(auth)];
  if (q.contactId !== undefined) parts.push(eq(persons.contactId, q.contactId));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(
      or(
        ilike(persons.firstName, like),
        ilike(persons.lastName, like),
        ilike(personName, like),
        ilike(persons.email, like),
      ),
    );
  }
  const where = and(...parts);
  const rows = await db
    .select(personListColumns)
    .from(persons)
    .where(where)
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(persons).where(where);
  return { data: await contactViews(db, auth, rows.map(toPersonListItem)), total: total?.n ?? 0 };
}

export async function getPerson(db: DbOrTx, auth: TAuth, id: number): Promise<TPerson> {
  const [row] = await db
    .select({
      ...personListColumns,
      version: persons.version,
      birthday: persons.birthday,
      address: persons.address,
      postalCode: persons.postalCode,
      countryCode: persons.countryCode,
      nationalityCode: persons.nationalityCode,
      timezone: persons.timezone,
      mapService: persons.mapService,
      regionId: persons.regionId,
      contactNumber: contacts.number,
      contactName: contacts.name,
    })
    .from(persons)
    .leftJoin(contacts, eq(contacts.id, persons.contactId))
    .where(and(eq(persons.id, id), visiblePersonsWhere(auth)));
  if (!row) throw notFound('Profile');
  const { contactNumber, contactName, ...rest } = row;
  const [person] = await contactViews(db, auth, [
    {
      ...toPersonListItem(rest),
      contact:
        rest.contactId === null || contactNumber === null
          ? null
          : { id: rest.contactId, number: contactNumber, name: contactName ?? '' },
    },
  ]);
  return person!;
}

/** A person edits their own profile; planners edit anyone, and alone may change names,
 *  email, birthday, contact and region (those feed contracts and payroll). */
/** A change of the profile, based on the version it was read at (the person and planners both
 *  keep it). */
export async function updatePerson(
  db: Db,
  auth: TAuth,
  id: number,
  input: TPersonUpdate,
  ifMatch: TIfMatch,
): Promise<TPerson> {
  return db.transaction(async (tx) => {
    await getPerson(tx, auth, id);
    // Whose profile it is was checked by the route (ownPersonOrPlanner), before the body.
    const planner = isPlanner(auth);
    const plannerOnly = PERSON_PLANNER_FIELDS.filter((k) => input[k] !== undefined);
    if (!planner && plannerOnly.length > 0) throw forbidden(`Only planners may change ${plannerOnly.join(', ')}`);
    await claimVersion(tx, auth, persons, id, ifMatch);
    await writePerson(tx, auth, id, input);
    return getPerson(tx, auth, id);
  });
}

async function writePerson(tx: Tx, auth: TAuth, id: number, input: TPersonUpdate) {
  if (input.countryCode) await assertCode(tx, 'countries', input.countryCode, 'countryCode');
  if (input.nationalityCode) await assertCode(tx, 'nationalities', input.nationalityCode, 'nationalityCode');
  await assertInTenant(tx, auth.tenantId, contacts, input.contactId, 'contactId', 'Contact');
  await assertInTenant(tx, auth.tenantId, regions, input.regionId, 'regionId', 'Region');
  const set: Partial<typeof persons.$inferInsert> = {};
  for (const key of [
    'phone',
    'address',
    'postalCode',
    'city',
    'countryCode',
    'nationalityCode',
    'timezone',
    'email',
  ] as const) {
    if (input[key] !== undefined) set[key] = blankToNull(input[key]);
  }
  for (const key of ['mapService', 'firstName', 'lastName', 'birthday', 'contactId', 'regionId'] as const) {
    if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  }
  if (Object.keys(set).length > 0) {
    await tx
      .update(persons)
      .set(set)
      .where(and(eq(persons.id, id), eq(persons.tenantId, auth.tenantId)));
  }
}

export async function listPersonFunctions(db: DbOrTx, auth: TAuth, id: number) {
  await getPerson(db, auth, id);
  return db
    .select({ id: functions.id, name: functions.name, code: functions.code })
    .from(personFunctions)
    .innerJoin(functions, eq(functions.id, personFunctions.functionId))
    .where(and(eq(personFunctions.personId, id), eq(functions.tenantId, auth.tenantId)))
    .orderBy(asc(functions.name));
}
