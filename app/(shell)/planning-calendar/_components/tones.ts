// The look of each rules §4 planning colour on the planning calendar (globals.css holds the
// colours); overlapping events get an outline on top of their colour.
import type { TPlanningToneName } from '@/lib/domain/planning/planning-tones';

export const TONE_BAR: Record<TPlanningToneName, string> = {
  confirmedJob: 'bg-plan-confirmed',
  requestedJob: 'bg-plan-requested',
  requestedCrew: 'bg-plan-crew',
  requestedVacation: 'bg-plan-vacation',
  blockedDate: 'bg-plan-blocked',
};

export const TONE_CARD: Record<TPlanningToneName, string> = {
  confirmedJob: 'border-plan-confirmed bg-plan-confirmed/10',
  requestedJob: 'border-plan-requested bg-plan-requested/10',
  requestedCrew: 'border-plan-crew bg-plan-crew/10',
  requestedVacation: 'border-plan-vacation bg-plan-vacation/10',
  blockedDate: 'border-plan-blocked bg-plan-blocked/10',
};

export const OVERLAP = 'outline outline-2 outline-plan-overlap';
