// The data model, one file per area. Every table owned by a tenant carries tenant_id.
export * from './core';
export * from './planning';
export * from './field-work';
