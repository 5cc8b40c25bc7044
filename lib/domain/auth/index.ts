// Logins, sessions, rights and the tenant configuration (SPEC §1, §3, §6).
export * from './session';
export * from './credentials';
export * from './rights';
export * from './tenant';
export * from './paths';
export * from './link-password';
