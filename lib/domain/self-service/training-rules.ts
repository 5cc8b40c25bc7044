// Trainings (rules "Trainings") as plain rules, without zod: a training's status on a day,
// and the order of the list: those expiring within 30 days first.
import { addDays } from '../calendar-days';

export const TRAINING_STATUSES = ['todo', 'planned', 'done', 'expired'] as const;
export type TTrainingStatus = (typeof TRAINING_STATUSES)[number];
export type TStoredTrainingStatus = Exclude<TTrainingStatus, 'expired'>;

/** Whether a person's training counts on every day up to `lastDay` (a crew item's last day, for a
 *  training its function requires): done, and not expiring before that day. */
export function validThrough(t: { status: TStoredTrainingStatus; expiresOn: string | null }, lastDay: string): boolean {
  return t.status === 'done' && (t.expiresOn === null || t.expiresOn >= lastDay);
}

/** A training "expires soon" when its expiry lies within this many days from today. */
export const EXPIRY_SOON_DAYS = 30;

/** Done with an expiry before today reads as expired; everything else as stored. */
export function trainingStatus(
  t: { status: TStoredTrainingStatus; expiresOn: string | null },
  today: string,
): TTrainingStatus {
  return t.status === 'done' && t.expiresOn !== null && t.expiresOn < today ? 'expired' : t.status;
}

/** Done (or planned) and valid today, but not after EXPIRY_SOON_DAYS from today. */
export function expiresSoon(t: { status: TTrainingStatus; expiresOn: string | null }, today: string): boolean {
  return (
    t.status !== 'expired' &&
    t.expiresOn !== null &&
    t.expiresOn >= today &&
    t.expiresOn <= addDays(today, EXPIRY_SOON_DAYS)
  );
}

/** After those expiring soon: what needs doing (expired, to do, planned), then what is done. */
const RANK: Record<TTrainingStatus, number> = { expired: 1, todo: 2, planned: 3, done: 4 };

type TSortable = { status: TTrainingStatus; expiresOn: string | null; expiresSoon: boolean; name: string };

/** Expiring within 30 days first, soonest first; then by status; then by expiry and name. */
export function sortTrainings<T extends TSortable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.expiresSoon !== b.expiresSoon) return a.expiresSoon ? -1 : 1;
    if (a.expiresSoon) return a.expiresOn!.localeCompare(b.expiresOn!) || a.name.localeCompare(b.name);
    return (
      RANK[a.status] - RANK[b.status] ||
      (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999') ||
      a.name.localeCompare(b.name)
    );
  });
}
