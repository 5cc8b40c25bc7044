// Membership crews of the demo (rules "Membership crew"): standing teams kept by the
// planners, one of them for the demo client's contact so that its client login sees it. The
// demo crew member is in the first team. Runs after the planning seed (persons and functions).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personFunctions, persons, plannerCrewMemberships, plannerCrews } from '../db/schema';
import type { TSeedTenant } from './base';

const TEAMS = [
  { name: 'Stage hands core team', size: 8, forClient: false },
  { name: 'Bar and catering regulars', size: 6, forClient: false },
  { name: 'Client favourites', size: 5, forClient: true },
];

export async function seedMembershipCrews(db: Db, tenants: TSeedTenant[]) {
  for (const t of tenants) {
    const crew = await db
      .selectDistinct({ id: persons.id })
      .from(persons)
      .innerJoin(personFunctions, eq(personFunctions.personId, persons.id))
      .where(and(eq(persons.tenantId, t.tenantId), sql`${persons.contactId} is null`))
      .orderBy(asc(persons.id));
    const demoCrew = t.users['crew@example.com']?.personId;
    const client = t.users['client@example.com']?.personId;
    const [clientContact] = client
      ? await db.select({ contactId: persons.contactId }).from(persons).where(eq(persons.id, client))
      : [];
    let next = 0;
    for (const [i, team] of TEAMS.entries()) {
      const [row] = await db
        .insert(plannerCrews)
        .values({
          tenantId: t.tenantId,
          name: team.name,
          contactId: team.forClient ? (clientContact?.contactId ?? t.clientContactIds[0] ?? null) : null,
          comment: team.forClient ? 'People the client asks for by name.' : null,
        })
        .returning({ id: plannerCrews.id });
      const members = crew.slice(next, next + team.size).map((p) => p.id);
      next += team.size;
      if (i === 0 && demoCrew !== undefined && !members.includes(demoCrew)) members.unshift(demoCrew);
      if (members.length)
        await db
          .insert(plannerCrewMemberships)
          .values(members.map((personId) => ({ tenantId: t.tenantId, plannerCrewId: row!.id, personId })));
    }
  }
}
