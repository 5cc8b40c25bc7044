// The /api/v1 paths of persons, contacts and companies read by the screens (lib/bff/queries,
// lib/client/api), taken from the operations' endpoints (./endpoints).
import { withQuery, type TQueryValue } from '../api-path';
import { pathOf } from '../endpoint';
import * as peopleEndpoints from './endpoints';

export const personPaths = {
  person: (id: number) => pathOf(peopleEndpoints.getPerson, { id }),
  list: (limit?: number) => withQuery(peopleEndpoints.listPersons.path, { limit }),
  search: (search: string, limit = 20) => withQuery(peopleEndpoints.listPersons.path, { search, limit }),
};
export const contactPaths = {
  list: (query: Record<string, TQueryValue> = {}) => withQuery(peopleEndpoints.listContacts.path, query),
  persons: (id: number) => pathOf(peopleEndpoints.listContactPersons, { id }),
};
export const companyPaths = {
  list: () => peopleEndpoints.listCompanies.path,
  rateCards: (id: number) => pathOf(peopleEndpoints.listCompanyRateCards, { id }),
};
