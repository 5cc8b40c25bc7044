// Who keeps their days on the device to work without network (issue 27): crew members and crew
// chiefs, that is a personal login of type crew. Any other page the server draws (for nobody,
// for a planner, an office user, a client or a link) deletes whatever a device kept: it can only
// be someone else's, and the phone may have changed hands.
import type { TLoginType, TSessionType } from '../domain/auth';

export type TKeptDay = 'keep' | 'forget';

type TSessionLike = { type: TSessionType; user: { personId: number | null; loginTypes: readonly TLoginType[] } };

export function keptDay(session: TSessionLike | null): TKeptDay {
  return session?.type === 'user' && session.user.personId !== null && session.user.loginTypes.includes('crew')
    ? 'keep'
    : 'forget';
}
