import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../errors';
import type { TTokenPayload } from '../../../domain/auth';
import { buildUserPayload } from './login';
import { assertSessionLive } from './sessions';
import { signToken } from './tokens';

/** A fresh token for a still-valid one of a live session, ending no later than the session.
 *  A user token is rebuilt from the database, so a deactivated user cannot keep refreshing. */
export async function refreshToken(db: DbOrTx, current: TTokenPayload, secret: string): Promise<string> {
  await assertSessionLive(db, current.tid, current.sid);
  const { iat: _iat, exp: _exp, ...rest } = current;
  if (current.type !== 'user') return signToken(rest, secret);
  const payload = await buildUserPayload(db, current.tid, current.uid ?? -1);
  if (!payload) throw new ApiError('TOKEN_INVALID', 'The user of this token no longer exists or is inactive');
  return signToken({ ...payload, sid: current.sid, sexp: current.sexp }, secret);
}
