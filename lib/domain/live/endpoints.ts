// Method and path of the live operations, without zod (the browser's stream reader opens it).
export const streamChanges = { method: 'get', path: '/changes' } as const;
