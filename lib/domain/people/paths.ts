// The /api/v1 paths of persons, contacts and companies read by the screens (lib/bff/queries, lib/client/api).
import { withQuery, type TQueryValue } from '../api-path';

export const personPaths = {
  person: (id: number) => `/persons/${id}`,
  list: (limit?: number) => withQuery('/persons', { limit }),
  search: (search: string, limit = 20) => withQuery('/persons', { search, limit }),
};
export const contactPaths = {
  list: (query: Record<string, TQueryValue> = {}) => withQuery('/contacts', query),
  persons: (id: number) => `/contacts/${id}/persons`,
};
export const companyPaths = {
  list: () => '/companies',
  rateCards: (id: number) => `/companies/${id}/rateCards`,
};
