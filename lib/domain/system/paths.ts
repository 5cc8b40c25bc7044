// The /api/v1 paths of the service itself (public: no session needed).
export const systemPaths = { version: () => '/version', status: () => '/status' };

/** Mail links: stop notification mail for the address the link was sent to (public). */
export const mailPaths = {
  unsubscribe: (token: string) => `/emailMessages/unsubscribe/${encodeURIComponent(token)}`,
};
