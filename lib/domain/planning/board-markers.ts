// The markers of one board cell (rules §4 planner crew markers), pure and zod-free so that the
// board's browser code can use it without loading the schemas.
import type { TBoardPerson, TBoardPosition } from './board';

/** rules §4 planner crew markers, in the order a cell shows them. */
export const BOARD_MARKERS = [
  'bankHoliday',
  'doubleBooking',
  'confirmed',
  'pending',
  'spare',
  'changed',
  'cancelled',
  'noShow',
  'sick',
  'vacationPaid',
  'vacationUnpaid',
  'absence',
] as const;
export type TBoardMarker = (typeof BOARD_MARKERS)[number];

const meets = (s: { startDate: string; endDate: string | null }, date: string) =>
  s.startDate <= date && (s.endDate ?? s.startDate) >= date;

function positionMarker(p: TBoardPosition): TBoardMarker | null {
  if (p.kind === 'sickness') return p.status === 'cancelled' ? null : 'sick';
  if (p.kind === 'vacation') return p.status === 'cancelled' ? null : 'vacationPaid';
  switch (p.status) {
    case 'confirmed':
    case 'confirmedWeb':
      return 'confirmed';
    case 'requested':
    case 'clientRequested':
    case 'clientAdded':
      return 'pending';
    case 'spare':
      return 'spare';
    case 'hasChanged':
      return 'changed';
    case 'cancelled':
      return 'cancelled';
    case 'noShow':
      return 'noShow';
  }
}

/** The markers of one person on one day, each once, in BOARD_MARKERS order. */
export function cellMarkers(person: TBoardPerson, date: string, bankHoliday: boolean): TBoardMarker[] {
  const found = new Set<TBoardMarker>();
  if (bankHoliday) found.add('bankHoliday');
  for (const p of person.positions) {
    if (!meets(p, date)) continue;
    const m = positionMarker(p);
    if (m) found.add(m);
    if (p.doubleBooked && p.kind === 'work') found.add('doubleBooking');
  }
  for (const a of person.absences) {
    if (!meets(a, date)) continue;
    found.add(a.kind === 'blockedDate' ? 'absence' : a.paid === false ? 'vacationUnpaid' : 'vacationPaid');
  }
  return BOARD_MARKERS.filter((m) => found.has(m));
}

/** The positions of a person worked on `date`. */
export const positionsOn = (person: TBoardPerson, date: string) => person.positions.filter((p) => meets(p, date));
