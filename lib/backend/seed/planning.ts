// Planning volume of the demo: persons, projects, crews, crew items, assignments, absences
// and to-dos. Deterministic for a given seed and day: every random choice comes from
// createRandom(opts.seed), and dates are laid out around "today" in the demo's time zone
// so that past, ongoing and upcoming work exists whenever the demo starts.
// Volume 'full' at scale 1 gives at least 80 persons, 40 projects, 150 crews, 600 crew items
// and 1,500 assignments; SEED_SCALE multiplies that.
import type { Db } from '../db/client';
import { assignments, vacancyApplications } from '../db/schema';
import { seedActivities } from './activities';
import { seedAvailability } from './availability';
import type { TSeedTenant } from './base';
import { createBoard } from './board';
import { insertRows, SEED_TIME_ZONE, type TSeedContext } from './context';
import { seedCrews } from './crews';
import { placeDemoJobs } from './demo-jobs';
import { addApplications, addDoubleBookings, fillItems } from './fill';
import { seedPeople } from './people';
import { seedProjects } from './projects';
import { createRandom } from './random';
import { clock } from '../../domain/clock';

export async function seedPlanning(
  db: Db,
  t: TSeedTenant,
  opts: { scale: number; seed: number; linkPasswordHash: string; volume: 'full' | 'small'; today?: string },
) {
  const ctx: TSeedContext = {
    db,
    t,
    rnd: createRandom(opts.seed),
    scale: Math.max(1, Math.floor(opts.scale)),
    volume: opts.volume,
    linkPasswordHash: opts.linkPasswordHash,
    today: opts.today ?? clock.today(SEED_TIME_ZONE),
  };
  const people = await seedPeople(ctx);
  const projects = await seedProjects(ctx, people);
  const { items } = await seedCrews(ctx, people, projects);

  const board = createBoard(ctx);
  placeDemoJobs(ctx, people, board, items);
  fillItems(ctx, people, board, items);
  addDoubleBookings(ctx, board, items, ctx.volume === 'full' ? 6 * ctx.scale : 1);
  addApplications(ctx, people, board, items);

  await insertRows(
    db,
    assignments,
    board.assignments.map((a) => ({
      tenantId: t.tenantId,
      crewItemId: a.item.id,
      rowNo: a.rowNo,
      personId: a.personId,
      status: a.status,
      declineReason: a.declineReason,
      confirmedAt: a.confirmedAt,
    })),
  );
  await insertRows(
    db,
    vacancyApplications,
    board.applications.map((a) => ({
      tenantId: t.tenantId,
      crewItemId: a.item.id,
      personId: a.personId,
      status: a.status,
    })),
  );
  await seedAvailability(ctx, people, board);
  await seedActivities(ctx, people, projects.list, board.applications);
}
