// Reference lists, locations and rate cards: what planning and projects pick from.
export * from './reference';
export * from './locations';
export * from './rate-cards';
