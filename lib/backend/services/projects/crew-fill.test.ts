/** @jest-environment node */
// A project's crew fill reads project_crew_items.live_rows, which a trigger keeps (migration
// 0020): assigning, cancelling, restoring, moving and deleting assignments, through the API or
// straight in the database, leave it equal to the live assignments it stands for.
import { eq, sql } from 'drizzle-orm';
import { assignments, projectCrewItems } from '../../db/schema';
import { assign, createCrew, createFunction, createItem, createLogin, tokenPerson } from '../../test-support/fixtures';
import { withBackend } from '../../test-support/with-backend';
import { ANY_VERSION } from '../../test-support/versions';

const { be, tokens } = withBackend({ as: ['planner'] });

/** Items whose kept count differs from their live assignments counted afresh. */
const driftedItems = async () =>
  (
    await be.db.execute<{ id: number }>(sql`select i.id from project_crew_items i
      where i.live_rows <> (select count(*) from assignments a where a.crew_item_id = i.id and a.status <> 'cancelled')`)
  ).rows;

const fillOf = async (projectId: number) => {
  const res = await be.call('GET', `/projects/${projectId}`, { token: tokens.planner });
  expect(res.status).toBe(200);
  return res.body.data.fill as { filled: number; needed: number };
};

describe('crew fill', () => {
  it('matches the live assignments of every item of the demo data', async () => {
    expect(await driftedItems()).toEqual([]);
  });

  it('follows assignments as they are made, cancelled, restored, moved and deleted', async () => {
    const tenantId = tokenPerson(tokens.planner).tenantId;
    const functionId = await createFunction(be, tenantId);
    const { crew, project } = await createCrew(be, tokens.planner, tenantId);
    const item = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-06-01',
      rows: 3,
    });
    const other = await createItem(be, tokens.planner, {
      projectCrewId: crew.id,
      functionId,
      startDate: '2030-06-02',
      rows: 2,
    });
    const people = [
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
      await createLogin(be, tenantId, ['crew']),
    ];
    expect(await fillOf(project.id)).toEqual({ filled: 0, needed: 5 });

    const made = [];
    for (const p of people) made.push(await assign(be, tokens.planner, { crewItemId: item.id, personId: p.personId }));
    expect(await fillOf(project.id)).toEqual({ filled: 3, needed: 5 });

    expect(
      (await be.call('DELETE', `/assignments/${made[0].id}`, { headers: ANY_VERSION, token: tokens.planner })).status,
    ).toBe(200);
    expect(
      (await be.call('DELETE', `/assignments/${made[0].id}`, { headers: ANY_VERSION, token: tokens.planner })).status,
    ).toBe(200);
    expect(await fillOf(project.id)).toEqual({ filled: 2, needed: 5 });

    // Written straight in the database: restored, then moved to the other item.
    await be.db.update(assignments).set({ status: 'requested' }).where(eq(assignments.id, made[0].id));
    expect(await fillOf(project.id)).toEqual({ filled: 3, needed: 5 });
    await be.db.update(assignments).set({ crewItemId: other.id, rowNo: 1 }).where(eq(assignments.id, made[1].id));
    const lives = await be.db
      .select({ id: projectCrewItems.id, liveRows: projectCrewItems.liveRows })
      .from(projectCrewItems)
      .where(eq(projectCrewItems.projectCrewId, crew.id))
      .orderBy(projectCrewItems.id);
    expect(lives).toEqual([
      { id: item.id, liveRows: 2 },
      { id: other.id, liveRows: 1 },
    ]);
    // A status change that keeps it live counts nothing twice.
    await be.db.update(assignments).set({ status: 'confirmed' }).where(eq(assignments.crewItemId, item.id));
    expect(await fillOf(project.id)).toEqual({ filled: 3, needed: 5 });

    await be.db.delete(assignments).where(eq(assignments.id, made[2].id));
    expect(await fillOf(project.id)).toEqual({ filled: 2, needed: 5 });

    // Deleting the item deletes its assignments with it, and the other item keeps its count.
    await be.db.delete(projectCrewItems).where(eq(projectCrewItems.id, item.id));
    expect(await fillOf(project.id)).toEqual({ filled: 1, needed: 2 });
    expect(await driftedItems()).toEqual([]);
  });
});
