// Logins, sessions, rights and the tenant configuration (rules §1, §3, §6).
export * from './session';
export * from './credentials';
export * from './rights';
export * from './tenant';
export * from './paths';
export * from './link-password';
