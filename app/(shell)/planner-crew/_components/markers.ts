// The look of each rules §4 planner crew marker on the board: a colour and a sign, so that
// colour is never the only clue (the legend names them; each cell's label spells them out).
import type { TBoardMarker } from '@/lib/domain/planning/board-markers';

export const MARKER_LOOK: Record<TBoardMarker, { chip: string; sign: string }> = {
  bankHoliday: { chip: 'bg-soft text-ink ring-1 ring-line', sign: '★' },
  doubleBooking: { chip: 'bg-plan-overlap text-white', sign: '!' },
  confirmed: { chip: 'bg-plan-confirmed text-white', sign: '✓' },
  pending: { chip: 'bg-plan-requested text-white', sign: '?' },
  spare: { chip: 'bg-plan-crew text-white', sign: 'R' },
  changed: { chip: 'bg-info text-white', sign: 'Δ' },
  cancelled: { chip: 'bg-line text-ink', sign: '✕' },
  noShow: { chip: 'bg-danger text-white', sign: '∅' },
  sick: { chip: 'bg-warning text-white', sign: '+' },
  vacationPaid: { chip: 'bg-plan-vacation text-white', sign: '☀' },
  vacationUnpaid: { chip: 'bg-plan-vacation/50 text-ink', sign: '☀' },
  absence: { chip: 'bg-plan-blocked text-white', sign: '⊘' },
};
