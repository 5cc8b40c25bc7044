// A client asks for crew (the assignment state clientRequested): one of the people who worked
// on the client's projects before, on a free row of an open crew item. A planner may record
// the same on the client's behalf. The planners get a project to-do (due tomorrow, priority 1)
// and answer it by requesting the person (a normal request, double-booking check and all).
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { assignments, contacts, functions, persons, projectCrewItems, projectCrews, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { invalidField } from '../../errors';
import type { TAssignment, TPersonRef } from '../../../domain/planning';
import { fullName } from '../../../domain/people';
import { isPlanner } from '../access';
import { personName } from '../people/names';
import { insertProjectTodo } from '../projects/todos';
import { assertItemOpen, freeRowFor, toAssignment } from './assignments';
import { getVisibleCrewItem } from './crew-access';
import { liveAssignment } from './item-conditions';

const REGULAR_CREW_LIMIT = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** People who worked (or are planned) on any project of this project's client, by name. */
export async function listRegularCrew(
  db: DbOrTx,
  auth: TAuth,
  projectId: number,
  q: { search?: string } = {},
): Promise<TPersonRef[]> {
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const rows = await db
    .selectDistinct({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(assignments)
    .innerJoin(persons, eq(persons.id, assignments.personId))
    .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
    .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
    .innerJoin(projects, eq(projects.id, projectCrews.projectId))
    .where(
      and(
        eq(assignments.tenantId, auth.tenantId),
        liveAssignment,
        sql`${projects.clientId} = (select p.client_id from projects p where p.id = ${projectId} and p.tenant_id = ${auth.tenantId})`,
        like ? or(ilike(persons.firstName, like), ilike(persons.lastName, like), ilike(personName, like)) : undefined,
      ),
    )
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
    .limit(REGULAR_CREW_LIMIT);
  return rows.map((r) => ({ id: r.id, name: fullName(r) }));
}

export async function createClientRequest(db: Db, auth: TAuth, itemId: number, personId: number): Promise<TAssignment> {
  return db.transaction(async (tx) => {
    const { crew } = await getVisibleCrewItem(tx, auth, itemId);
    const [item] = await tx.select().from(projectCrewItems).where(eq(projectCrewItems.id, itemId)).for('update');
    assertItemOpen(item!);
    const regulars = await listRegularCrew(tx, auth, crew.projectId);
    const [person] = await tx
      .select({ id: persons.id, name: personName })
      .from(persons)
      .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
    // A client chooses among the people who worked for them; a planner may name anyone.
    if (!person || (!isPlanner(auth) && !regulars.some((r) => r.id === personId)))
      throw invalidField('personId', 'Choose someone who worked on your projects before');
    const rowNo = await freeRowFor(tx, item!, personId);
    const [row] = await tx
      .insert(assignments)
      .values({ tenantId: auth.tenantId, crewItemId: itemId, rowNo, personId, status: 'clientRequested' })
      .returning();
    const [about] = await tx
      .select({ client: contacts.name, fn: functions.name })
      .from(projects)
      .innerJoin(contacts, eq(contacts.id, projects.clientId))
      .innerJoin(functions, eq(functions.id, item!.functionId))
      .where(eq(projects.id, crew.projectId));
    await insertProjectTodo(tx, auth.tenantId, {
      projectId: crew.projectId,
      crewItemId: itemId,
      text: {
        key: 'clientRequest',
        values: {
          client: about?.client ?? null,
          name: person.name,
          function: about?.fn ?? '',
          date: item!.startDate,
          row: rowNo,
          crew: crew.name,
        },
      },
      partyId: personId,
    });
    return toAssignment(row!);
  });
}
