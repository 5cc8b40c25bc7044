// Method and path of each auth operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const authEndpoints = {
  logIn: { method: 'post', path: '/auth/token' },
  refreshToken: { method: 'get', path: '/auth/refresh' },
  logOut: { method: 'post', path: '/auth/logout' },
  getSession: { method: 'get', path: '/auth/session' },
  logOutEverywhere: { method: 'post', path: '/auth/logoutEverywhere' },
  requestPasswordReset: { method: 'post', path: '/forgottenPassword' },
  resetPassword: { method: 'post', path: '/forgottenPassword/{token}' },
  getRights: { method: 'get', path: '/userRights' },
  getMailboxRights: { method: 'get', path: '/mailboxUserRights' },
} as const;
