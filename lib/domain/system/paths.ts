// The /api/v1 paths of the service itself (public: no session needed).
export const systemPaths = { version: () => '/version', status: () => '/status' };
