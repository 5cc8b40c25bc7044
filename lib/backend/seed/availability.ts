// Blocked dates and vacation requests. They are placed on days the person has no job, as a
// planner would have respected them; the demo logins get a few near today.
import { zonedToUtc } from '../../domain/time-zone';
import { addDays } from '../../domain/calendar-days';
import { blockedDates, vacationRequests } from '../db/schema';
import { BLOCK_REASONS } from './catalog';
import type { TBoard } from './board';
import { insertRows, SEED_TIME_ZONE, type TSeedContext } from './context';
import type { TPeople } from './people';

type TSpan = { personId: number; startDate: string; endDate: string };

export async function seedAvailability(ctx: TSeedContext, people: TPeople, board: TBoard) {
  const { rnd, today, t } = ctx;
  const dayFree = (personId: number, from: string, to: string) =>
    board.isFree(
      personId,
      zonedToUtc(from, '00:00', SEED_TIME_ZONE).getTime(),
      zonedToUtc(addDays(to, 1), '00:00', SEED_TIME_ZONE).getTime(),
    );
  const taken: TSpan[] = [];
  /** A free span starting near `today + around`, or null after a few tries. */
  const span = (personId: number, around: [number, number], length: [number, number]): TSpan | null => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const startDate = addDays(today, rnd.int(around[0], around[1]));
      const endDate = addDays(startDate, rnd.int(length[0], length[1]));
      const clash = taken.some((s) => s.personId === personId && s.startDate <= endDate && startDate <= s.endDate);
      if (!clash && dayFree(personId, startDate, endDate)) {
        const s = { personId, startDate, endDate };
        taken.push(s);
        return s;
      }
    }
    return null;
  };

  const demo = [people.demo.crew, people.demo.crewNl, people.demo.chief].flatMap((p) => (p ? [p.id] : []));
  const blocks: Array<typeof blockedDates.$inferInsert> = [];
  const block = (personId: number, around: [number, number], length: [number, number]) => {
    const s = span(personId, around, length);
    if (!s) return;
    blocks.push({
      tenantId: t.tenantId,
      personId,
      startDate: s.startDate,
      endDate: s.endDate === s.startDate ? null : s.endDate,
      reason: rnd.pick(BLOCK_REASONS),
      companyId: rnd.chance(0.7) ? t.companyId : null,
    });
  };
  for (const id of demo) {
    block(id, [3, 12], [0, 1]);
    block(id, [20, 40], [1, 3]);
    block(id, [-30, -5], [0, 0]);
  }
  for (const p of people.pool) if (rnd.chance(0.5)) block(p.id, [-60, 90], [0, 4]);
  await insertRows(ctx.db, blockedDates, blocks);

  const requests: Array<typeof vacationRequests.$inferInsert> = [];
  const vacation = (
    personId: number,
    around: [number, number],
    length: [number, number],
    status?: 'requested' | 'approved' | 'declined',
  ) => {
    const s = span(personId, around, length);
    if (!s) return;
    const past = s.startDate < today;
    const r = rnd.next();
    requests.push({
      tenantId: t.tenantId,
      personId,
      startDate: s.startDate,
      endDate: s.endDate,
      startHalfDay: rnd.chance(0.2),
      endHalfDay: rnd.chance(0.2),
      paid: rnd.chance(0.8),
      status:
        status ??
        (past ? (r < 0.85 ? 'approved' : 'declined') : r < 0.5 ? 'requested' : r < 0.85 ? 'approved' : 'declined'),
      comment: rnd.chance(0.3) ? rnd.pick(['Family holiday', 'Long weekend', 'Trip abroad', 'Study leave']) : null,
    });
  };
  for (const id of demo) {
    vacation(id, [40, 70], [2, 6], 'requested');
    vacation(id, [-80, -55], [3, 9], 'approved');
  }
  for (const p of people.pool) if (rnd.chance(0.25)) vacation(p.id, [-90, 150], [1, 10]);
  await insertRows(ctx.db, vacationRequests, requests);
}
