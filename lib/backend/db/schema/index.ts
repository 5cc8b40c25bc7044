// The data model, one file per area. Every table owned by a tenant carries tenant_id.
export * from './core';
export * from './logins';
export * from './mail';
export * from './project-types';
export * from './planning';
export * from './field-work';
export * from './jobs';
export * from './plus-crews';
export * from './projects';
export * from './self-service';
export * from './paperwork';
export * from './money';
export * from './membership-crews';
export * from './shift-swaps';
export * from './idempotency';
export * from './live';
export * from './staffing';
