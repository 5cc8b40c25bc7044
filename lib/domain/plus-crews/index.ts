// Plus crews (rules "Plus crews"): the shapes of /plusCrews and the rules of the team
// dashboard. Browser code that needs a rule imports its zod-free file directly (figures,
// month, decimal, settings, series, value-types), so that zod stays out of its bundle.
export * from './value-types';
export * from './month';
export * from './decimal';
export * from './figures';
export * from './settings';
export * from './series';
export * from './schemas';
export * from './paths';
