// The /api/v1 paths of logging in, the session's rights, the tenant and password links, written
// once for the BFF (lib/bff/login.ts, lib/bff/tenant.ts, app/api/public).
export const authPaths = {
  token: () => '/auth/token',
  refresh: () => '/auth/refresh',
  userRights: () => '/userRights',
  mailboxRights: () => '/mailboxUserRights',
  tenant: () => '/tenant',
  forgottenPassword: () => '/forgottenPassword',
  /** POST a new password with the token of a reset or welcome link. */
  setPassword: (token: string) => `/forgottenPassword/${encodeURIComponent(token)}`,
};
