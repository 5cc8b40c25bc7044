// Who sees whose paperwork. Planners and office read every person's payrolls, contracts and
// documents of their tenant; anyone else (with the rules §6 right, checked by the route's guard)
// reads only their own. Another person's or another tenant's record answers 404, as if missing.
import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { persons } from '../../db/schema';
import type { TAuth } from '../../context';
import { forbidden, notFound } from '../../errors';
import { isPlannerOrOffice } from '../access';

export const readsAllPaperwork = (auth: TAuth) => isPlannerOrOffice(auth);

/** The caller's person; 403 for sessions without one. */
export function callerPerson(auth: TAuth): number {
  if (auth.type !== 'user' || auth.personId === null) throw forbidden('This call needs a personal login');
  return auth.personId;
}

/** The condition on a record's person column: all of the tenant, or the caller's own. */
export function ownedWhere(auth: TAuth, tenantColumn: AnyColumn, personColumn: AnyColumn): SQL {
  const tenant = eq(tenantColumn, auth.tenantId);
  return readsAllPaperwork(auth) ? tenant : and(tenant, eq(personColumn, callerPerson(auth)))!;
}

/** The person a list is asked for: planners and office may name anyone of the tenant (404 for
 *  a stranger); everyone else gets their own, and naming someone else is 404. */
export async function personInScope(db: DbOrTx, auth: TAuth, personId: number | undefined): Promise<number | null> {
  if (!readsAllPaperwork(auth)) {
    const me = callerPerson(auth);
    if (personId !== undefined && personId !== me) throw notFound('Person');
    return me;
  }
  if (personId === undefined) return null;
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.id, personId), eq(persons.tenantId, auth.tenantId)));
  if (!row) throw notFound('Person');
  return row.id;
}
