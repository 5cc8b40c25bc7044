// The planning core (rules "Planning"): project crews, crew items and their rows,
// assignments, jobs, blocked dates, vacation requests and the personal calendar.
export * from './date-range';
export * from './project-crews';
export * from './crew-items';
export * from './statuses';
export * from './assignments';
export * from './jobs';
export * from './block-dates';
export * from './vacation-rules';
export * from './vacation-requests';
export * from './personal-calendar';
export * from './calendar-month';
export * from './shift';

// Defined elsewhere, still exported here so that imports written against the former
// lib/domain/planning.ts keep working.
export { ZId, ZIsoDate as ZPlanDate, ZTimeOfDay as ZPlanTime } from '../primitives';
export { ZLocationRef, ZNamedRef, ZPersonRef, ZProjectRef, type TPersonRef } from '../response-parts';
export * from './paths';
export * from './staffing';
export * from './crew-suggestions';
export * from './suggestions';
export * from './board';
export * from './board-markers';
export * from './planning-tones';
export * from './planning-calendar';
export * from './client-crew-items';
