// Activities: to-dos (rules §3, rules "Activities").
export * from './activity';
export * from './paths';
export * from './calendar-filters';
