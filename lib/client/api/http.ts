// The browser's way to the API: every call goes to this origin's /api/v1 proxy (the BFF adds the
// token). Paths come from lib/domain/paths; api-url.ts adds the prefix. No hooks here, so server
// components may build links (downloads) with `apiUrl` too.
import { apiRequest, type TApiRequest } from '../fetcher';
import { apiUrl } from './api-url';

export { API_PREFIX, apiUrl } from './api-url';

export const apiCall = <T>(path: string, req?: TApiRequest) => apiRequest<T>(apiUrl(path), req);
export const apiPost = <T>(path: string, json?: unknown) => apiCall<T>(path, { method: 'POST', json });
