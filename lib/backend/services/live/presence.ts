// Who else is here (lib/domain/live/presence.ts): a page that is open says so again and again, and
// hears who else has the same place open. A row is a person at a place; the database notes an
// arrival or a departure (migration 0028), so the others' pages ask again at once, while a row
// only kept fresh is no news. Rows not seen for PRESENCE_FRESH_MS are gone: they are deleted by
// the next person at that place, which notes their departure.
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { livePresence, persons, projects } from '../../db/schema';
import type { TAuth } from '../../context';
import { notFound } from '../../errors';
import { clock } from '../../../domain/clock';
import { PRESENCE_FRESH_MS, type TPresence } from '../../../domain/live/presence';
import { personName } from '../people/names';

export type TPlace = { place: 'project' | 'board'; key: number };

export const boardPlace: TPlace = { place: 'board', key: 0 };

/** The project's place; 404 for a project not of the tenant. */
export async function projectPlace(db: Db, auth: TAuth, projectId: number): Promise<TPlace> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, auth.tenantId), eq(projects.id, projectId)));
  if (!row) throw notFound('Project');
  return { place: 'project', key: row.id };
}

const at = (auth: TAuth, p: TPlace) =>
  and(eq(livePresence.tenantId, auth.tenantId), eq(livePresence.place, p.place), eq(livePresence.placeKey, p.key));

/** The caller is at the place now; the others there, by name. */
export async function beAt(db: Db, auth: TAuth, p: TPlace, now = clock.now()): Promise<TPresence> {
  return db.transaction(async (tx) => {
    await tx
      .delete(livePresence)
      .where(and(at(auth, p), lt(livePresence.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS))));
    // A login without a person (some office logins) sees who is here but cannot be named there.
    if (auth.personId !== null)
      await tx
        .insert(livePresence)
        .values({ tenantId: auth.tenantId, place: p.place, placeKey: p.key, personId: auth.personId, seenAt: now })
        .onConflictDoUpdate({
          target: [livePresence.tenantId, livePresence.place, livePresence.placeKey, livePresence.personId],
          set: { seenAt: sql`excluded.seen_at` },
        });
    return whoIsAt(tx, auth, p, now);
  });
}

/**
 * The others at the place, by name, without saying the caller is there: what a page asks when it
 * hears that someone arrived or left. Saying "here" again then could land after the page said it
 * left (both on their way as the tab closes), and keep it "here" for a minute.
 */
export async function whoIsAt(db: DbOrTx, auth: TAuth, p: TPlace, now = clock.now()): Promise<TPresence> {
  const others = await db
    .select({ id: persons.id, name: personName })
    .from(livePresence)
    .innerJoin(persons, eq(persons.id, livePresence.personId))
    .where(
      and(
        at(auth, p),
        gte(livePresence.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS)),
        auth.personId === null ? undefined : ne(livePresence.personId, auth.personId),
      ),
    )
    .orderBy(asc(persons.firstName), asc(persons.lastName), asc(persons.id));
  return { others };
}

/** Forgets everyone not heard of since `before`, at every place: rows nobody came back to delete. */
export async function forgetStale(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(livePresence)
    .where(lt(livePresence.seenAt, before))
    .returning({ id: livePresence.personId });
  return gone.length;
}

/** The caller has left the place. */
export async function leave(db: Db, auth: TAuth, p: TPlace): Promise<void> {
  if (auth.personId === null) return;
  await db.delete(livePresence).where(and(at(auth, p), eq(livePresence.personId, auth.personId)));
}
