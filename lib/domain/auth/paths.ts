// The /api/v1 paths of logging in, the session's rights, the tenant and password links, written
// once for the BFF (lib/bff/login.ts, lib/bff/tenant.ts, app/api/public).
export const authPaths = {
  token: () => '/auth/token',
  refresh: () => '/auth/refresh',
  /** POST: ends the caller's session on the server. */
  logout: () => '/auth/logout',
  /** GET: answers while the caller's session is live, 401 SESSION_ENDED once it has ended. */
  session: () => '/auth/session',
  /** POST: ends every session of the caller's user, this one included. */
  logoutEverywhere: () => '/auth/logoutEverywhere',
  userRights: () => '/userRights',
  mailboxRights: () => '/mailboxUserRights',
  tenant: () => '/tenant',
  forgottenPassword: () => '/forgottenPassword',
  /** POST a new password with the token of a reset or welcome link. */
  setPassword: (token: string) => `/forgottenPassword/${encodeURIComponent(token)}`,
};
