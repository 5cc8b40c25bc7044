// The seed's planning board: which rows are taken and when each person is busy. It keeps the
// demo consistent (one non-cancelled person per row, nobody on two overlapping shifts)
// except where a double booking is made on purpose.
import { subHours } from 'date-fns/subHours';
import { zonedToUtc } from '../../domain/time-zone';
import type { TAssignmentStatus } from '../../domain/planning/statuses';
import { SEED_TIME_ZONE, type TSeedContext } from './context';
import type { TItem } from './crews';

export type TAssignmentPlan = {
  item: TItem;
  rowNo: number;
  personId: number;
  status: TAssignmentStatus;
  declineReason: string | null;
  confirmedAt: Date | null;
};
export type TApplicationPlan = {
  item: TItem;
  personId: number;
  status: 'applied' | 'withdrawn' | 'confirmed' | 'rejected';
};

const CONFIRMED: ReadonlySet<TAssignmentStatus> = new Set(['confirmed', 'confirmedWeb', 'hasChanged', 'noShow']);

export function createBoard(ctx: TSeedContext) {
  const assignments: TAssignmentPlan[] = [];
  const applications: TApplicationPlan[] = [];
  const taken = new Map<number, Set<number>>();
  const onItem = new Map<number, Set<number>>();
  const busy = new Map<number, Array<[number, number]>>();
  // Confirmation times lie before the shift and never after the demo's "today".
  const todayStart = zonedToUtc(ctx.today, '00:00', SEED_TIME_ZONE).getTime();
  // Elapsed hours rather than calendar days: the same on any machine, and cheap for 18,000 rows.
  const before = (instant: number, days: number, hours: number) => subHours(instant, days * 24 + hours);

  const isFree = (personId: number, from: number, to: number) =>
    !(busy.get(personId) ?? []).some(([s, e]) => s < to && from < e);
  const isOn = (item: TItem, personId: number) => onItem.get(item.id)?.has(personId) === true;
  const freeRow = (item: TItem): number | null => {
    const rows = taken.get(item.id);
    for (let r = 1; r <= item.rows; r++) if (!rows?.has(r)) return r;
    return null;
  };
  const freeRows = (item: TItem) => item.rows - (taken.get(item.id)?.size ?? 0);

  function add(
    item: TItem,
    rowNo: number,
    personId: number,
    status: TAssignmentStatus,
    declineReason: string | null = null,
  ) {
    const confirmedAt = CONFIRMED.has(status)
      ? before(Math.min(item.startsAt, todayStart), ctx.rnd.int(1, 20), ctx.rnd.int(0, 8))
      : null;
    assignments.push({ item, rowNo, personId, status, declineReason, confirmedAt });
    const people = onItem.get(item.id) ?? new Set<number>();
    people.add(personId);
    onItem.set(item.id, people);
    if (status === 'cancelled') return;
    const rows = taken.get(item.id) ?? new Set<number>();
    rows.add(rowNo);
    taken.set(item.id, rows);
    const spans = busy.get(personId) ?? [];
    spans.push([item.startsAt, item.endsAt]);
    busy.set(personId, spans);
  }

  /** Puts `personId` on the first free row; false when the item is full or they are already on it. */
  function place(
    item: TItem,
    personId: number,
    status: TAssignmentStatus,
    declineReason: string | null = null,
  ): boolean {
    const row = freeRow(item);
    if (row === null || isOn(item, personId)) return false;
    add(item, row, personId, status, declineReason);
    return true;
  }

  function apply(item: TItem, personId: number, status: TApplicationPlan['status']) {
    applications.push({ item, personId, status });
  }

  return { assignments, applications, isFree, isOn, freeRow, freeRows, add, place, apply, busy };
}

export type TBoard = ReturnType<typeof createBoard>;
