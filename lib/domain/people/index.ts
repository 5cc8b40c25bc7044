// Persons, their logins, contacts and companies (rules "The people").
export * from './map-services';
export * from './persons';
export * from './users';
export * from './contacts';
export * from './companies';

// Defined in the catalog, still exported here so that imports written against the former
// lib/domain/people.ts keep working.
export { ZFunctionInput, type TFunctionInput } from '../catalog/reference';
export * from './phone';
export * from './names';
