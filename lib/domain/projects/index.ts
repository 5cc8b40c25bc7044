// Projects (rules "Project").
export * from './project';
export * from './statuses';
export * from './document-limits';
export * from './documents';
export * from './workspace';

// Defined elsewhere, still exported here so that imports written against the former
// lib/domain/projects.ts keep working.
export { MAX_INT, ZId, optionalText, ZIsoDate as ZDateString } from '../primitives';
export { ZLocation, ZLocationInput, type TLocation, type TLocationInput } from '../catalog/locations';
export * from './paths';
export * from './list-filters';
export * from './calendar-month';
