// The notes the database writes (migration 0027), on both drivers: every statement that changes
// one of the watched tables notes each changed thing once, with its topic, key and project,
// whichever code writes it; an update of only what the database keeps itself is not noted.
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  activities,
  assignments,
  crewChecks,
  crewSignOffs,
  liveChanges,
  plusCrewEntries,
  plusCrews,
  projectCrewItems,
  projectCrews,
  projects,
} from '../db/schema';
import type { DbOrTx } from '../db/client';
import { withBackend } from '../test-support/with-backend';
import { tokenPerson } from '../test-support/fixtures';

const { be, tokens } = withBackend({ as: ['planner'] });

type TNoted = { topic: string; key: number; projectId: number | null };

class RolledBack extends Error {
  constructor(readonly notes: TNoted[]) {
    super('rolled back');
  }
}

/** The notes `write` makes, in order; the write is rolled back afterwards, so each test sees the demo data. */
async function notesOf(write: (db: DbOrTx) => Promise<unknown>): Promise<TNoted[]> {
  const undone = await be.db
    .transaction(async (tx) => {
      const [last] = await tx.select({ id: sql<number>`coalesce(max(${liveChanges.id}), 0)` }).from(liveChanges);
      await write(tx);
      const rows = await tx
        .select({ topic: liveChanges.topic, key: liveChanges.key, projectId: liveChanges.projectId })
        .from(liveChanges)
        .where(gt(liveChanges.id, Number(last!.id)))
        .orderBy(liveChanges.id);
      throw new RolledBack(rows);
    })
    .catch((err: unknown) => err);
  if (undone instanceof RolledBack) return undone.notes;
  throw undone;
}

describe('notes the database writes', () => {
  let tenantId: number;
  let job: { id: number; personId: number; crewItemId: number; crewId: number; projectId: number };
  beforeAll(async () => {
    tenantId = tokenPerson(tokens.planner).tenantId;
    const [row] = await be.db
      .select({
        id: assignments.id,
        personId: assignments.personId,
        crewItemId: assignments.crewItemId,
        crewId: projectCrews.id,
        projectId: projectCrews.projectId,
      })
      .from(assignments)
      .innerJoin(projectCrewItems, eq(projectCrewItems.id, assignments.crewItemId))
      .innerJoin(projectCrews, eq(projectCrews.id, projectCrewItems.projectCrewId))
      .where(and(eq(assignments.tenantId, tenantId), ne(assignments.status, 'cancelled')))
      .limit(1);
    job = row!;
  });

  it('note each watched table with its topic, the changed thing and its project', async () => {
    const { crewId, crewItemId, projectId, personId } = job;
    const [plusCrew] = await be.db.select().from(plusCrews).where(eq(plusCrews.tenantId, tenantId)).limit(1);
    const cases: [string, (db: DbOrTx) => Promise<unknown>, TNoted[]][] = [
      [
        'projects',
        (db) =>
          db
            .update(projects)
            .set({ name: sql`${projects.name} || ' (moved)'` })
            .where(eq(projects.id, projectId)),
        [{ topic: 'project', key: projectId, projectId }],
      ],
      [
        'project_crews',
        (db) => db.update(projectCrews).set({ comment: 'Gate B' }).where(eq(projectCrews.id, crewId)),
        [{ topic: 'crew', key: crewId, projectId }],
      ],
      [
        'project_crew_items',
        (db) => db.update(projectCrewItems).set({ comment: 'Bring gloves' }).where(eq(projectCrewItems.id, crewItemId)),
        [{ topic: 'crewItem', key: crewItemId, projectId }],
      ],
      [
        'assignments',
        (db) => db.update(assignments).set({ declineReason: 'x' }).where(eq(assignments.id, job.id)),
        [{ topic: 'assignment', key: personId, projectId }],
      ],
      [
        'crew_checks',
        (db) =>
          db.insert(crewChecks).values({
            tenantId,
            projectCrewId: crewId,
            assignmentId: job.id,
            personId,
            workDate: '2031-01-02',
            checkInAt: new Date('2031-01-02T08:00:00Z'),
            checkInByPersonId: personId,
          }),
        [{ topic: 'check', key: crewId, projectId }],
      ],
      [
        'crew_sign_offs',
        (db) =>
          db
            .insert(crewSignOffs)
            .values({ tenantId, projectCrewId: crewId, workDate: '2031-01-02', signedOffByPersonId: personId }),
        [{ topic: 'signOff', key: crewId, projectId }],
      ],
      [
        'activities',
        (db) => db.insert(activities).values({ tenantId, caption: 'Call the venue', projectId }),
        [{ topic: 'activity', key: expect.any(Number), projectId }],
      ],
      [
        'plus_crews',
        (db) => db.update(plusCrews).set({ name: 'Renamed' }).where(eq(plusCrews.id, plusCrew!.id)),
        [{ topic: 'plusCrew', key: plusCrew!.id, projectId: null }],
      ],
    ];
    for (const [table, write, expected] of cases) {
      await expect(notesOf(write).then((notes) => ({ table, notes }))).resolves.toEqual({ table, notes: expected });
    }
  });

  it('note each changed thing once per statement, however many rows it wrote', async () => {
    const notes = await notesOf((db) =>
      db
        .update(assignments)
        .set({ declineReason: 'x' })
        .where(and(eq(assignments.tenantId, tenantId), eq(assignments.crewItemId, job.crewItemId))),
    );
    const people = await be.db
      .selectDistinct({ personId: assignments.personId })
      .from(assignments)
      .where(eq(assignments.crewItemId, job.crewItemId));
    expect(notes.map((n) => n.key).sort()).toEqual(people.map((p) => p.personId).sort());
    expect(new Set(notes.map((n) => `${n.topic}:${n.projectId}`))).toEqual(new Set([`assignment:${job.projectId}`]));
  });

  it('note a job moved to another person for both people', async () => {
    const [other] = await be.db
      .select({ personId: assignments.personId })
      .from(assignments)
      .where(and(eq(assignments.tenantId, tenantId), ne(assignments.personId, job.personId)))
      .limit(1);
    const notes = await notesOf((db) =>
      db.update(assignments).set({ personId: other!.personId }).where(eq(assignments.id, job.id)),
    );
    expect(notes.map((n) => n.key).sort()).toEqual([job.personId, other!.personId].sort());
  });

  it('leave out what the database keeps itself, and updates that change nothing', async () => {
    // Cancelling a job lowers its item's live_rows (a trigger of migration 0020): only the job is news.
    const cancelled = await notesOf((db) =>
      db.update(assignments).set({ status: 'cancelled' }).where(eq(assignments.id, job.id)),
    );
    expect(cancelled).toEqual([{ topic: 'assignment', key: job.personId, projectId: job.projectId }]);
    const unchanged = await notesOf((db) =>
      db
        .update(projects)
        .set({ name: sql`${projects.name}` })
        .where(eq(projects.id, job.projectId)),
    );
    expect(unchanged).toEqual([]);
  });

  it('note a deleted thing with its project while the project is still there', async () => {
    const [entry] = await be.db
      .select({ plusCrewId: plusCrewEntries.plusCrewId })
      .from(plusCrewEntries)
      .where(eq(plusCrewEntries.tenantId, tenantId))
      .limit(1);
    const notes = await notesOf((db) => db.delete(projectCrewItems).where(eq(projectCrewItems.id, job.crewItemId)));
    expect(notes).toEqual(
      expect.arrayContaining([
        { topic: 'crewItem', key: job.crewItemId, projectId: job.projectId },
        { topic: 'assignment', key: job.personId, projectId: null },
      ]),
    );
    if (entry) {
      const removed = await notesOf((db) =>
        db.delete(plusCrewEntries).where(eq(plusCrewEntries.plusCrewId, entry.plusCrewId)),
      );
      expect(removed).toEqual([{ topic: 'plusCrew', key: entry.plusCrewId, projectId: null }]);
    }
  });
});
