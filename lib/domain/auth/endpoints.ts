// Method and path of each auth operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const logIn = { method: 'post', path: '/auth/token' } as const;
export const refreshToken = { method: 'get', path: '/auth/refresh' } as const;
export const logOut = { method: 'post', path: '/auth/logout' } as const;
export const getSession = { method: 'get', path: '/auth/session' } as const;
export const logOutEverywhere = { method: 'post', path: '/auth/logoutEverywhere' } as const;
export const requestPasswordReset = { method: 'post', path: '/forgottenPassword' } as const;
export const resetPassword = { method: 'post', path: '/forgottenPassword/{token}' } as const;
export const getRights = { method: 'get', path: '/userRights' } as const;
export const getMailboxRights = { method: 'get', path: '/mailboxUserRights' } as const;
