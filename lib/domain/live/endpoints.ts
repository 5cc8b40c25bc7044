// Method and path of the live operations, without zod (the browser's stream reader opens it).
export const streamChanges = { method: 'get', path: '/changes' } as const;
export const whoIsAtProject = { method: 'get', path: '/projects/{id}/presence' } as const;
export const beAtProject = { method: 'put', path: '/projects/{id}/presence' } as const;
export const leaveProject = { method: 'delete', path: '/projects/{id}/presence' } as const;
export const whoIsAtBoard = { method: 'get', path: '/plannerBoard/presence' } as const;
export const beAtBoard = { method: 'put', path: '/plannerBoard/presence' } as const;
export const leaveBoard = { method: 'delete', path: '/plannerBoard/presence' } as const;
