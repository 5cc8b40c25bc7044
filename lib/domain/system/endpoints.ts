// Method and path of each system operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const unsubscribe = { method: 'post', path: '/emailMessages/unsubscribe/{token}' } as const;
export const getStatus = { method: 'get', path: '/status' } as const;
export const getVersion = { method: 'get', path: '/version' } as const;
export const getTenant = { method: 'get', path: '/tenant' } as const;
export const listFailedJobs = { method: 'get', path: '/failedJobs' } as const;
export const retryFailedJob = { method: 'post', path: '/failedJobs/{id}/retry' } as const;
