// The planning core (DOMAIN.md "Planning"): project crews, crew items and their rows,
// assignments, jobs and blocked dates.
export * from './date-range';
export * from './project-crews';
export * from './crew-items';
export * from './statuses';
export * from './assignments';
export * from './jobs';
export * from './block-dates';

// Defined elsewhere, still exported here so that imports written against the former
// lib/domain/planning.ts keep working.
export { ZId, ZIsoDate as ZPlanDate, ZTimeOfDay as ZPlanTime } from '../primitives';
export { ZLocationRef, ZNamedRef, ZPersonRef, ZProjectRef, type TPersonRef } from '../response-parts';
export * from './paths';
