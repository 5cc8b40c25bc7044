// Method and path of each people operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const getCompany = { method: 'get', path: '/companies/{id}' } as const;
export const listCompanyProjects = { method: 'get', path: '/companies/{id}/projects' } as const;
export const listCompanyRateCards = { method: 'get', path: '/companies/{id}/rateCards' } as const;
export const listContacts = { method: 'get', path: '/contacts' } as const;
export const getContact = { method: 'get', path: '/contacts/{id}' } as const;
export const listContactProjects = { method: 'get', path: '/contacts/{id}/projects' } as const;
export const listContactPersons = { method: 'get', path: '/contacts/{id}/persons' } as const;
export const createContact = { method: 'post', path: '/contacts' } as const;
export const updateContact = { method: 'put', path: '/contacts/{id}' } as const;
export const listPersons = { method: 'get', path: '/persons' } as const;
export const getPerson = { method: 'get', path: '/persons/{id}' } as const;
export const updatePerson = { method: 'put', path: '/persons/{id}' } as const;
export const listPersonFunctions = { method: 'get', path: '/persons/{id}/functions' } as const;
export const listUsers = { method: 'get', path: '/users' } as const;
export const createUser = { method: 'post', path: '/users' } as const;
export const updateUser = { method: 'put', path: '/users/{id}' } as const;
export const listCompanies = { method: 'get', path: '/companies' } as const;
export const listTenantCompanies = { method: 'get', path: '/tenant/companies' } as const;
