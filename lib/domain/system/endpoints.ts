// Method and path of each system operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const systemEndpoints = {
  unsubscribe: { method: 'post', path: '/emailMessages/unsubscribe/{token}' },
  getStatus: { method: 'get', path: '/status' },
  getVersion: { method: 'get', path: '/version' },
  getTenant: { method: 'get', path: '/tenant' },
} as const;
