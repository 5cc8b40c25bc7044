// The crew item state machine of rules "Crew item status", without I/O. Every status change of a crew
// item goes through `transitionCrewItem`, so the rules live in this one table.
import { CREW_ITEM_ACTIONS, type TCrewItemAction, type TCrewItemStatus } from '../../../domain/planning';
import { ApiError } from '../../errors';

/** `null` stands for a crew item that does not exist yet. */
export type TCrewItemState = TCrewItemStatus | null;

// action → (from → to). A missing entry is an illegal transition.
// - update keeps the status; a closed item is final (its hours are signed off).
// - noShow records against one person and keeps the status; only an active item has people
//   at work, so only there can someone fail to show up.
const TRANSITIONS: Record<TCrewItemAction, Partial<Record<TCrewItemStatus | 'new', TCrewItemStatus>>> = {
  create: { new: 'design' },
  activate: { design: 'active' },
  update: { design: 'design', active: 'active', notNeeded: 'notNeeded' },
  notNeeded: { design: 'notNeeded', active: 'notNeeded' },
  reactivate: { notNeeded: 'active' },
  noShow: { active: 'active' },
};

export type TTransitionResult =
  { ok: true; status: TCrewItemStatus } | { ok: false; code: 'INVALID_TRANSITION'; message: string };

export function transitionCrewItem(current: TCrewItemState, action: TCrewItemAction): TTransitionResult {
  const next = TRANSITIONS[action][current ?? 'new'];
  if (next) return { ok: true, status: next };
  const from = current === null ? 'a new crew item' : `a crew item in status ${current}`;
  return { ok: false, code: 'INVALID_TRANSITION', message: `Cannot ${action} ${from}` };
}

/** The next status, or a 409 INVALID_TRANSITION. */
export function nextCrewItemStatus(current: TCrewItemState, action: TCrewItemAction): TCrewItemStatus {
  const result = transitionCrewItem(current, action);
  if (!result.ok) throw new ApiError(result.code, result.message, undefined, { status: current, action });
  return result.status;
}

/** The actions a caller may offer for an existing crew item (create excluded). */
export function allowedCrewItemActions(current: TCrewItemStatus): TCrewItemAction[] {
  return CREW_ITEM_ACTIONS.filter((a) => a !== 'create' && transitionCrewItem(current, a).ok);
}
