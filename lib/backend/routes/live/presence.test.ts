// Who else is here, over HTTP: a planner and office staff on the same project page see each other
// by name, never themselves; leaving, or a minute without a word, takes a person off; arriving and
// leaving are notes (topic presence), staying is not; the board is the planners'; crew, clients
// and other tenants' projects are refused.
import { and, eq, gt, sql } from 'drizzle-orm';
import { livePresence, liveChanges } from '../../db/schema';
import { withBackend } from '../../test-support/with-backend';
import { tokenPerson } from '../../test-support/fixtures';
import { clock } from '../../../domain/clock';
import { forgetStale } from '../../services/live/presence';

const { be, tokens, personIds } = withBackend({ as: ['planner', 'office', 'crew', 'client', 'moyoPlanner'] });

const here = async (token: string, path = '/projects/1/presence') => {
  const res = await be.call('PUT', path, { token });
  expect(res.status).toBe(200);
  return (res.body.data.others as Array<{ id: number; name: string }>).map((p) => p.name);
};

/** The presence notes of project 1 (key 1) written while `act` runs. */
async function presenceNotes(act: () => Promise<unknown>) {
  const [last] = await be.db.select({ id: sql<number>`coalesce(max(${liveChanges.id}), 0)` }).from(liveChanges);
  await act();
  const notes = await be.db
    .select({ key: liveChanges.key, projectId: liveChanges.projectId })
    .from(liveChanges)
    .where(and(eq(liveChanges.topic, 'presence'), gt(liveChanges.id, Number(last!.id))));
  return notes;
}

describe('who else is here', () => {
  afterEach(async () => {
    await be.db.delete(livePresence);
  });

  it('shows the others on the same project page by name, never the caller, until they leave', async () => {
    expect(await here(tokens.planner)).toEqual([]);
    expect(await here(tokens.office)).toEqual(['Pat Jansen']);
    expect(await here(tokens.planner)).toEqual(['Olivia Visser']);
    // Another project is another place.
    expect(await here(tokens.planner, '/projects/2/presence')).toEqual([]);
    expect((await be.call('DELETE', '/projects/1/presence', { token: tokens.office })).status).toBe(200);
    expect(await here(tokens.planner)).toEqual([]);
  });

  it('answers who else is here when asked, without saying the caller is: a page closed meanwhile stays gone', async () => {
    await here(tokens.planner);
    await here(tokens.office);
    const ask = async (token: string, path = '/projects/1/presence') => {
      const res = await be.call('GET', path, { token });
      expect(res.status).toBe(200);
      return (res.body.data.others as Array<{ name: string }>).map((p) => p.name);
    };
    expect(await ask(tokens.planner)).toEqual(['Olivia Visser']);
    expect(await be.call('DELETE', '/projects/1/presence', { token: tokens.office })).toMatchObject({ status: 200 });
    // The office page's last question comes after it left: it is not back.
    expect(await presenceNotes(() => ask(tokens.office))).toEqual([]);
    expect(await ask(tokens.planner)).toEqual([]);
    // A row not heard of for a minute is nobody, also to a question alone.
    await be.db.update(livePresence).set({ seenAt: new Date(clock.nowMs() - 61_000) });
    expect(await ask(tokens.office)).toEqual([]);
    expect(await ask(tokens.planner, '/plannerBoard/presence')).toEqual([]);
    expect((await be.call('GET', '/plannerBoard/presence', { token: tokens.office })).status).toBe(403);
    expect((await be.call('GET', '/projects/1/presence', { token: tokens.crew })).status).toBe(403);
  });

  it('forgets a person not heard of for a minute, and notes arrivals and departures but not staying', async () => {
    const arrivals = await presenceNotes(async () => {
      await here(tokens.planner);
      await here(tokens.office);
    });
    expect(arrivals).toEqual([
      { key: 1, projectId: 1 },
      { key: 1, projectId: 1 },
    ]);
    expect(await presenceNotes(() => here(tokens.planner))).toEqual([]);
    // The office's page went quiet a minute ago (a closed laptop).
    await be.db
      .update(livePresence)
      .set({ seenAt: new Date(clock.nowMs() - 61_000) })
      .where(eq(livePresence.personId, personIds.office));
    const departures = await presenceNotes(async () => expect(await here(tokens.planner)).toEqual([]));
    expect(departures).toEqual([{ key: 1, projectId: 1 }]);
  });

  it('forgets, at every place, whoever has not been heard of since a given time', async () => {
    await here(tokens.planner);
    await here(tokens.planner, '/plannerBoard/presence');
    expect(await forgetStale(be.db, new Date(clock.nowMs() - 60_000))).toBe(0);
    expect(await forgetStale(be.db, new Date(clock.nowMs() + 1000))).toBe(2);
    expect(await be.db.select().from(livePresence)).toEqual([]);
  });

  it('keeps the board for planners, apart from the project pages', async () => {
    expect(await here(tokens.planner, '/plannerBoard/presence')).toEqual([]);
    expect((await be.call('PUT', '/plannerBoard/presence', { token: tokens.office })).status).toBe(403);
    expect(await here(tokens.office)).toEqual([]);
  });

  it('refuses crew and clients, and answers 404 for a project of another tenant', async () => {
    for (const token of [tokens.crew, tokens.client]) {
      expect((await be.call('PUT', '/projects/1/presence', { token })).status).toBe(403);
      expect((await be.call('DELETE', '/projects/1/presence', { token })).status).toBe(403);
    }
    const moyoProject = (
      await be.db.execute(
        sql`select id from projects where tenant_id = ${tokenPerson(tokens.moyoPlanner).tenantId} limit 1`,
      )
    ).rows[0] as { id: number };
    expect((await be.call('PUT', `/projects/${moyoProject.id}/presence`, { token: tokens.planner })).status).toBe(404);
  });
});
