// Project status rule (rules "Project"): requested → quoted (design client) → confirmed
// → closed. A request may be confirmed without a quote; only a confirmed project can be
// closed, and a closed project stays closed (reopening would hide billed work from history).
import { ApiError } from '../../errors';
import type { TProjectStatus } from '../../../domain/projects';

export const PROJECT_TRANSITIONS: Readonly<Record<TProjectStatus, readonly TProjectStatus[]>> = {
  requested: ['quoted', 'confirmed'],
  quoted: ['confirmed'],
  confirmed: ['closed'],
  closed: [],
};

export function canChangeProjectStatus(from: TProjectStatus, to: TProjectStatus): boolean {
  return PROJECT_TRANSITIONS[from].includes(to);
}

/** Throws 409 INVALID_TRANSITION unless `from → to` is allowed. */
export function assertProjectTransition(from: TProjectStatus, to: TProjectStatus): void {
  if (!canChangeProjectStatus(from, to)) {
    const allowed = PROJECT_TRANSITIONS[from];
    throw new ApiError(
      'INVALID_TRANSITION',
      `A ${from} project cannot become ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ''}`,
      undefined,
      { from, to, allowed: [...allowed] },
    );
  }
}
