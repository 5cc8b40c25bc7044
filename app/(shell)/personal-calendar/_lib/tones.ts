// The look of each rules §4 planning colour on this screen (globals.css holds the colours).
import type { TTone } from './calendar-entries';

/** A bar in a day cell. */
export const BAR: Record<TTone, string> = {
  confirmed: 'bg-plan-confirmed',
  requested: 'bg-plan-requested',
  blocked: 'bg-plan-blocked',
  vacation: 'bg-plan-vacation/50',
  vacationApproved: 'bg-plan-vacation',
  vacationDeclined: 'bg-line',
};

/** An entry card: a stripe in the colour and a light wash of it. */
export const CARD: Record<TTone, string> = {
  confirmed: 'border-plan-confirmed bg-plan-confirmed/10',
  requested: 'border-plan-requested bg-plan-requested/10',
  blocked: 'border-plan-blocked bg-plan-blocked/10',
  vacation: 'border-plan-vacation border-dashed bg-plan-vacation/5',
  vacationApproved: 'border-plan-vacation bg-plan-vacation/10',
  vacationDeclined: 'border-line bg-soft text-muted',
};
