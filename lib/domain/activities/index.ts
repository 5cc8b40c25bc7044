// Activities: to-dos (SPEC §3, DOMAIN.md "Activities").
export * from './activity';
export * from './paths';
export * from './calendar-filters';
