// The look of each rules §4 planner crew marker on the board: a colour and a sign, so that
// colour is never the only clue (the legend names them; each cell's label spells them out).
// A sign is a letter of the typeface or a drawn shape (ui/sign.tsx), never a symbol character.
import type { TBoardMarker } from '@/lib/domain/planning/board-markers';
import type { TSignName } from '@/app/_components/ui/sign-shapes';

export type TMarkerSign = { letter: string } | { shape: TSignName };

export const MARKER_LOOK: Record<TBoardMarker, { chip: string; sign: TMarkerSign }> = {
  bankHoliday: { chip: 'bg-soft text-ink ring-1 ring-line', sign: { shape: 'star' } },
  doubleBooking: { chip: 'bg-plan-overlap text-white', sign: { letter: '!' } },
  confirmed: { chip: 'bg-plan-confirmed text-white', sign: { shape: 'check' } },
  pending: { chip: 'bg-plan-requested text-white', sign: { letter: '?' } },
  spare: { chip: 'bg-plan-crew text-white', sign: { letter: 'R' } },
  changed: { chip: 'bg-info text-white', sign: { shape: 'delta' } },
  cancelled: { chip: 'bg-line text-ink', sign: { shape: 'cross' } },
  noShow: { chip: 'bg-danger text-white', sign: { shape: 'none' } },
  sick: { chip: 'bg-warning text-white', sign: { letter: '+' } },
  vacationPaid: { chip: 'bg-plan-vacation text-white', sign: { shape: 'sun' } },
  vacationUnpaid: { chip: 'bg-plan-vacation/50 text-ink', sign: { shape: 'sun' } },
  absence: { chip: 'bg-plan-blocked text-white', sign: { shape: 'blocked' } },
};
