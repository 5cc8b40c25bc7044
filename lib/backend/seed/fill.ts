// Staffs the random crew items from the crew pool, the way a planning office would: past
// shifts almost full and worked (a few no-shows), upcoming ones partly confirmed and partly
// still "to confirm", vacancies left open, not-needed items with their people cancelled.
// Then it adds a few deliberate double bookings and vacancy applications.
import type { TAssignmentStatus } from '../../domain/planning/statuses';
import type { TBoard } from './board';
import { shuffled, type TSeedContext } from './context';
import type { TItem } from './crews';
import type { TCrewPerson, TPeople } from './people';

const DECLINE_REASONS = ['Not available', 'Sick', 'Other job', null] as const;

function pastStatus(r: number): TAssignmentStatus {
  if (r < 0.55) return 'confirmed';
  if (r < 0.85) return 'confirmedWeb';
  if (r < 0.89) return 'noShow';
  if (r < 0.92) return 'clientAdded';
  if (r < 0.94) return 'hasChanged';
  return 'confirmed';
}

function upcomingStatus(r: number): TAssignmentStatus {
  if (r < 0.22) return 'requested';
  if (r < 0.5) return 'confirmed';
  if (r < 0.72) return 'confirmedWeb';
  if (r < 0.78) return 'hasChanged';
  if (r < 0.83) return 'spare';
  if (r < 0.88) return 'clientRequested';
  if (r < 0.93) return 'clientAdded';
  return 'confirmed';
}

export function fillItems(ctx: TSeedContext, people: TPeople, board: TBoard, items: TItem[]) {
  const { rnd, today } = ctx;
  const byFn = new Map<number, TCrewPerson[]>();
  for (const p of people.pool) for (const f of p.fns) byFn.set(f, [...(byFn.get(f) ?? []), p]);
  const poolIds = new Set(people.pool.map((p) => p.id));

  /** A free person for the item: someone with its function first, anyone after that. */
  const pick = (item: TItem): number | null => {
    if (
      item.fn === people.chiefFn &&
      item.crew.chiefId !== null &&
      poolIds.has(item.crew.chiefId) &&
      board.isFree(item.crew.chiefId, item.startsAt, item.endsAt) &&
      !board.isOn(item, item.crew.chiefId)
    )
      return item.crew.chiefId;
    for (const list of [byFn.get(item.fn) ?? [], people.pool]) {
      if (!list.length) continue;
      const start = rnd.int(0, list.length - 1);
      for (let k = 0; k < Math.min(list.length, 200); k++) {
        const p = list[(start + k) % list.length]!;
        if (board.isFree(p.id, item.startsAt, item.endsAt) && !board.isOn(item, p.id)) return p.id;
      }
    }
    return null;
  };

  for (const item of items) {
    const past = item.startDate < today;
    let fill: number;
    if (item.status === 'notNeeded') fill = 0.6;
    else if (item.status === 'design') fill = 0.4;
    else if (past) fill = 0.95;
    else fill = item.isVacancy ? 0.3 + rnd.next() * 0.4 : 0.6 + rnd.next() * 0.4;
    const maxRows = item.isVacancy ? item.rows - 1 : item.rows;
    for (let row = 1; row <= maxRows; row++) {
      if (board.freeRow(item) === null || board.freeRows(item) <= item.rows - maxRows || !rnd.chance(fill)) continue;
      if (item.status !== 'notNeeded' && rnd.chance(0.07)) {
        const dropped = rnd.pick(people.pool).id;
        const rowNo = board.freeRow(item)!;
        if (!board.isOn(item, dropped)) board.add(item, rowNo, dropped, 'cancelled', rnd.pick(DECLINE_REASONS));
      }
      const personId = pick(item);
      if (personId === null) continue;
      const status: TAssignmentStatus =
        item.status === 'notNeeded'
          ? 'cancelled'
          : item.status === 'design'
            ? rnd.chance(0.6)
              ? 'requested'
              : 'clientRequested'
            : past
              ? pastStatus(rnd.next())
              : upcomingStatus(rnd.next());
      board.place(item, personId, status, status === 'cancelled' ? 'Item not needed' : null);
    }
  }
}

/** A second confirmed job that overlaps `personId`'s job on `item`: false when none is free. */
export function doubleBook(board: TBoard, itemsByDate: Map<string, TItem[]>, item: TItem, personId: number): boolean {
  const other = (itemsByDate.get(item.startDate) ?? []).find(
    (o) =>
      o.crew.id !== item.crew.id &&
      o.status === 'active' &&
      o.startsAt < item.endsAt &&
      item.startsAt < o.endsAt &&
      board.freeRow(o) !== null &&
      !board.isOn(o, personId),
  );
  if (!other) return false;
  return board.place(other, personId, 'confirmed');
}

export function groupByDate(items: TItem[]): Map<string, TItem[]> {
  const map = new Map<string, TItem[]>();
  for (const it of items) map.set(it.startDate, [...(map.get(it.startDate) ?? []), it]);
  return map;
}

export function addDoubleBookings(ctx: TSeedContext, board: TBoard, items: TItem[], count: number) {
  const byDate = groupByDate(items);
  const candidates = shuffled(
    ctx.rnd,
    board.assignments.filter(
      (a) =>
        (a.status === 'confirmed' || a.status === 'confirmedWeb') &&
        a.item.startDate >= ctx.today &&
        a.item.crew.project.type === 'normal',
    ),
  );
  let made = 0;
  for (const a of candidates) {
    if (made >= count) break;
    if (doubleBook(board, byDate, a.item, a.personId)) made++;
  }
}

/** Crew members apply for open vacancies; a confirmed application also puts them on the item. */
export function addApplications(ctx: TSeedContext, people: TPeople, board: TBoard, items: TItem[]) {
  const { rnd } = ctx;
  for (const item of items) {
    if (!item.isVacancy || item.startDate <= ctx.today || item.status !== 'active') continue;
    const fitting = people.pool.filter((p) => p.fns.includes(item.fn) && !board.isOn(item, p.id));
    for (const p of shuffled(rnd, fitting).slice(0, rnd.int(0, 3))) {
      const r = rnd.next();
      const free = board.isFree(p.id, item.startsAt, item.endsAt) && board.freeRow(item) !== null;
      if (r < 0.1 && free) {
        board.place(item, p.id, 'confirmed');
        board.apply(item, p.id, 'confirmed');
      } else {
        board.apply(item, p.id, r < 0.65 ? 'applied' : r < 0.85 ? 'withdrawn' : 'rejected');
      }
    }
  }
}
