// A crew chief's own proposed hours, and a rating they give themself, wait
// for a planner's approval.
import { and, eq } from 'drizzle-orm';
import { crewRatings } from '../../db/schema';
import { insertCheck } from '../../test-support/fixtures';
import { crewWithChiefAndMembers, type TTestCrew } from '../../test-support/scenarios';
import { withBackend } from '../../test-support/with-backend';

const { be, tokens, personIds } = withBackend({ as: ['crew', 'chief', 'planner'] });
const D = '2026-01-12';
let crew: TTestCrew;
const path = (p: string) => `/projectCrews/${crew.crewId}/${p}`;

beforeAll(async () => {
  crew = await crewWithChiefAndMembers(be, {
    chiefId: personIds.chief,
    members: [personIds.crew, personIds.chief],
    date: D,
  });
  for (const person of [personIds.crew, personIds.chief])
    await insertCheck(be, crew, person, D, { inAt: `${D}T07:00:00Z`, outAt: `${D}T16:00:00Z` });
});

describe("a crew chief's own hours", () => {
  it('wait for a planner when the chief proposes them; others count at once', async () => {
    const res = await be.call('POST', path('setProposedPaidChargedHours'), {
      token: tokens.chief,
      body: {
        date: D,
        lines: [
          { assignmentId: crew.assignmentIds[personIds.chief], paidMinutes: 720, chargedMinutes: 720 },
          { assignmentId: crew.assignmentIds[personIds.crew], paidMinutes: 510, chargedMinutes: 540 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const line = (id: number) => res.body.data.lines.find((l: { personId: number }) => l.personId === id);
    expect(line(personIds.chief)).toMatchObject({ paidMinutes: 720, hoursPending: true });
    expect(line(personIds.crew)).toMatchObject({ paidMinutes: 510, hoursPending: false });
  });

  it('are approved by planners only', async () => {
    const byChief = await be.call('POST', path('approveHours'), { token: tokens.chief, body: { date: D } });
    expect(byChief.status).toBe(403);
    const byCrew = await be.call('POST', path('approveHours'), { token: tokens.crew, body: { date: D } });
    expect([403, 404]).toContain(byCrew.status);
    const ok = await be.call('POST', path('approveHours'), { token: tokens.planner, body: { date: D } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.lines.every((l: { hoursPending: boolean }) => !l.hoursPending)).toBe(true);
  });
});

describe("a crew chief's rating of themself", () => {
  it('waits for a planner; a rating of another member does not', async () => {
    const self = await be.call('PUT', path('ratings'), {
      token: tokens.chief,
      body: { personId: personIds.chief, rating: 5 },
    });
    expect(self.status).toBe(200);
    expect(self.body.data.pending).toBe(true);
    const other = await be.call('PUT', path('ratings'), {
      token: tokens.chief,
      body: { personId: personIds.crew, rating: 4 },
    });
    expect(other.body.data.pending).toBe(false);

    expect((await be.call('POST', `/crewRatings/${self.body.data.id}/approve`, { token: tokens.chief })).status).toBe(
      403,
    );
    const ok = await be.call('POST', `/crewRatings/${self.body.data.id}/approve`, { token: tokens.planner });
    expect([ok.status, ok.body.data.pending]).toEqual([200, false]);
    const [row] = await be.db
      .select()
      .from(crewRatings)
      .where(and(eq(crewRatings.projectCrewId, crew.crewId), eq(crewRatings.personId, personIds.chief)));
    expect(row!.pending).toBe(false);
  });
});
