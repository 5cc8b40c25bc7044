import 'server-only';
// Whether the session a cookie holds is still live on the server. A seal only says the web app
// wrote the cookie: logout, "log out everywhere" and password changes end the session on the
// backend, and a copy of the cookie keeps its seal. The backend decides
// (`assertSessionLive`, behind every authenticated call): the proxy hears it on every call it
// forwards, and whatever shows a session without such a call asks here first.
import { authPaths } from '../domain/auth';
import { isDeadTokenCode } from './api-response';
import { BackendError, backendJson } from './backend-client';
import type { TRequestContext } from './login';
import type { TSessionData } from './session-data';

/** The backend's answer to a token whose session is over: the session, and its cookie, must go. */
export const isSessionEndedError = (err: unknown): err is BackendError =>
  err instanceof BackendError && err.status === 401 && isDeadTokenCode(err.code);

/**
 * The backend's refusal when it has ended this session, or null while it is live. Throws when
 * the backend cannot say (down, slow): the caller decides, as the proxy does on a failed refresh.
 */
export async function sessionEnded(session: TSessionData, ctx: TRequestContext): Promise<BackendError | null> {
  try {
    await backendJson(authPaths.session(), { token: session.token, ...ctx });
    return null;
  } catch (err) {
    if (isSessionEndedError(err)) return err;
    throw err;
  }
}
