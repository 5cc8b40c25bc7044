// The /api/v1 paths of logging in, the session's rights, the tenant and password links for the
// BFF (lib/bff/login.ts, lib/bff/tenant.ts, app/api/public), taken from the operations' endpoints.
import { pathOf } from '../endpoint';
import * as systemEndpoints from '../system/endpoints';
import * as authEndpoints from './endpoints';

export const authPaths = {
  token: () => authEndpoints.logIn.path,
  refresh: () => authEndpoints.refreshToken.path,
  /** POST: ends the caller's session on the server. */
  logout: () => authEndpoints.logOut.path,
  /** GET: answers while the caller's session is live, 401 SESSION_ENDED once it has ended. */
  session: () => authEndpoints.getSession.path,
  /** POST: ends every session of the caller's user, this one included. */
  logoutEverywhere: () => authEndpoints.logOutEverywhere.path,
  userRights: () => authEndpoints.getRights.path,
  mailboxRights: () => authEndpoints.getMailboxRights.path,
  tenant: () => systemEndpoints.getTenant.path,
  forgottenPassword: () => authEndpoints.requestPasswordReset.path,
  /** POST a new password with the token of a reset or welcome link. */
  setPassword: (token: string) => pathOf(authEndpoints.resetPassword, { token }),
};
