// Who keeps their days on the device to work without network (issue 27): crew members and crew
// chiefs, that is a personal login of type crew. A page drawn for nobody (logged out, the session
// ended) means that whatever a device kept must go; other sessions (planners, office, clients,
// project and plus-crew links) neither keep nor delete.
import type { TLoginType, TSessionType } from '../domain/auth';

export type TKeptDay = 'keep' | 'forget' | null;

type TSessionLike = { type: TSessionType; user: { personId: number | null; loginTypes: readonly TLoginType[] } };

export function keptDay(session: TSessionLike | null): TKeptDay {
  if (!session) return 'forget';
  return session.type === 'user' && session.user.personId !== null && session.user.loginTypes.includes('crew')
    ? 'keep'
    : null;
}
