// Method and path of each people operation (operations/), without zod: browser code builds its
// calls from these, and takes each answer's type from the operation (pathOf, useOperation).
export const peopleEndpoints = {
  getCompany: { method: 'get', path: '/companies/{id}' },
  listCompanyProjects: { method: 'get', path: '/companies/{id}/projects' },
  listCompanyRateCards: { method: 'get', path: '/companies/{id}/rateCards' },
  listContacts: { method: 'get', path: '/contacts' },
  getContact: { method: 'get', path: '/contacts/{id}' },
  listContactProjects: { method: 'get', path: '/contacts/{id}/projects' },
  listContactPersons: { method: 'get', path: '/contacts/{id}/persons' },
  createContact: { method: 'post', path: '/contacts' },
  updateContact: { method: 'put', path: '/contacts/{id}' },
  listPersons: { method: 'get', path: '/persons' },
  getPerson: { method: 'get', path: '/persons/{id}' },
  updatePerson: { method: 'put', path: '/persons/{id}' },
  listPersonFunctions: { method: 'get', path: '/persons/{id}/functions' },
  listUsers: { method: 'get', path: '/users' },
  createUser: { method: 'post', path: '/users' },
  updateUser: { method: 'put', path: '/users/{id}' },
  listCompanies: { method: 'get', path: '/companies' },
  listTenantCompanies: { method: 'get', path: '/tenant/companies' },
} as const;
