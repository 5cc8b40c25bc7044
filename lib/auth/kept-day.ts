// What a device keeps of a user for work without network, and whose it is.
// - The days: crew members and crew chiefs, that is a personal login of type crew, keep theirs.
//   Any other page the server draws (for nobody, for a planner, an office user, a client or a
//   link) deletes a kept day: it can only be someone else's, and the phone may have changed hands.
// - The offline queue belongs to the device's owner: the person (or link) the server last drew a
//   page for. A page for another owner deletes the queue; a page for nobody (the session ran out)
//   keeps it for its owner's next login, so that a day's check-ins are not lost to a session's end.
import type { TLoginType, TSessionType } from '../domain/auth';

export type TKeptDay = 'keep' | 'forget';

type TSessionLike = {
  type: TSessionType;
  user: { personId: number | null; contactNumber: number | null; loginTypes: readonly TLoginType[] };
  project?: { id: number };
  plusCrew?: { id: number };
};

export function keptDay(session: TSessionLike | null): TKeptDay {
  return session?.type === 'user' && session.user.personId !== null && session.user.loginTypes.includes('crew')
    ? 'keep'
    : 'forget';
}

/**
 * Who the device's offline queue belongs to (each tenant has its own origin, so its own storage):
 * the person, else the client contact, else the link; null when nobody is logged in. Ids only:
 * the page carries it, so it holds nothing a session could be taken with.
 */
export function deviceOwner(session: TSessionLike | null): string | null {
  if (!session) return null;
  if (session.type === 'project') return `project:${session.project?.id ?? 0}`;
  if (session.type === 'pluscrew') return `pluscrew:${session.plusCrew?.id ?? 0}`;
  if (session.user.personId !== null) return `person:${session.user.personId}`;
  if (session.user.contactNumber !== null) return `contact:${session.user.contactNumber}`;
  return `user:${session.user.loginTypes.join(',')}`;
}
