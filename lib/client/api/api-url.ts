// The one place that adds the /api/v1 prefix: every browser call goes to this origin's proxy (the
// BFF adds the token). On its own, without the fetcher, for code that loads on every page.
export const API_PREFIX = '/api/v1';

/** The browser URL of an API path: an SWR key, a fetch URL or a download link. */
export const apiUrl = (path: string) => `${API_PREFIX}${path}`;
