// The scope of the crew's own records (calendar, feeds, pictures, trainings): a person sees
// their own, planners anyone's in the tenant. Another tenant's person, or someone else's for a
// non-planner, looks missing.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { isPlanner } from '../access';

export async function assertOwnOrPlanned(db: DbOrTx, auth: TAuth, personId: number): Promise<void> {
  if (!isPlanner(auth) && auth.personId !== personId) throw notFound('Person');
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!row) throw notFound('Person');
}
