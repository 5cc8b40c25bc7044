// The browser's way to the API: every call goes to this origin's /api/v1 proxy (the BFF adds the
// token). Paths come from lib/domain/paths; this is the one place that adds the prefix. No hooks
// here, so server components may build links (downloads) with `apiUrl` too.
import { apiRequest, type TApiRequest } from '../fetcher';

export const API_PREFIX = '/api/v1';

/** The browser URL of an API path: an SWR key, a fetch URL or a download link. */
export const apiUrl = (path: string) => `${API_PREFIX}${path}`;

export const apiCall = <T>(path: string, req?: TApiRequest) => apiRequest<T>(apiUrl(path), req);
export const apiPost = <T>(path: string, json?: unknown) => apiCall<T>(path, { method: 'POST', json });
