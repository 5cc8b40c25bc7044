// People's approved ratings (a crew chief's own rating counts once a planner approved it): what
// Suggest crew ranks by and what staffing many rows scores.
import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crewRatings } from '../../db/schema';

/** By person, the average of their approved ratings (1 to 5) and how many; the never rated are missing. */
export async function approvedRatingsOf(
  db: DbOrTx,
  tenantId: number,
  personIds: readonly number[],
): Promise<Map<number, { average: number; count: number }>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .select({ personId: crewRatings.personId, average: avg(crewRatings.rating), n: count() })
    .from(crewRatings)
    .where(
      and(
        eq(crewRatings.tenantId, tenantId),
        inArray(crewRatings.personId, [...personIds]),
        eq(crewRatings.pending, false),
      ),
    )
    .groupBy(crewRatings.personId);
  return new Map(rows.map((r) => [r.personId, { average: Number(r.average), count: Number(r.n) }]));
}
