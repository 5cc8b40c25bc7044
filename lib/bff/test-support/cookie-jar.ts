// The cookie store of next/headers as a plain Map, for tests of the session code outside a
// request. A test file replaces the module with
//   jest.mock('next/headers', () => jest.requireActual('@/lib/bff/test-support/cookie-jar').nextHeaders);
// and reads or clears `jar` itself.
export const jar = new Map<string, string>();

/** The request headers `headers()` answers with; a test sets the Host it needs. */
export const incoming = { headers: new Headers({ host: 'localhost:3000' }) };

export const nextHeaders = {
  headers: async () => incoming.headers,
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => {
      if (value) jar.set(name, value);
      else jar.delete(name);
    },
  }),
};
