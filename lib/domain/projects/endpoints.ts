// Method and path of each projects operation, without zod: browser code builds its calls from
// these and takes each answer's type from the operation (pathOf, useOperation). One export per
// endpoint, imported as a namespace, so that a bundle keeps only the endpoints it uses.
export const listProjectDocuments = { method: 'get', path: '/projects/{id}/documents' } as const;
export const uploadProjectDocument = { method: 'post', path: '/projects/{id}/documents' } as const;
export const projectDocumentFile = { method: 'get', path: '/projectDocuments/{id}/file' } as const;
export const deleteProjectDocument = { method: 'delete', path: '/projectDocuments/{id}' } as const;
export const getProjectLogo = { method: 'get', path: '/projects/{id}/logo' } as const;
export const setProjectLogo = { method: 'post', path: '/projects/{id}/logo' } as const;
export const deleteProjectLogo = { method: 'delete', path: '/projects/{id}/logo' } as const;
export const listCrewsOfProject = { method: 'get', path: '/projects/{id}/crews' } as const;
export const listCrewItemsOfProject = { method: 'get', path: '/projects/{id}/crewItems' } as const;
export const projectContacts = { method: 'get', path: '/projects/{id}/contacts' } as const;
export const listProjectTodos = { method: 'get', path: '/projects/{id}/activities' } as const;
export const addProjectTodo = { method: 'post', path: '/projects/{id}/activities' } as const;
export const copyProject = { method: 'post', path: '/projects/{id}/copy' } as const;
export const projectReport = { method: 'get', path: '/projects/{id}/report' } as const;
export const listProjectTypes = { method: 'get', path: '/projectTypes' } as const;
export const listProjects = { method: 'get', path: '/projects' } as const;
export const getProject = { method: 'get', path: '/projects/{id}' } as const;
export const createProject = { method: 'post', path: '/projects' } as const;
export const updateProject = { method: 'put', path: '/projects/{id}' } as const;
export const changeProjectStatus = { method: 'post', path: '/projects/{id}/status' } as const;
export const setProjectPassword = { method: 'put', path: '/projects/{id}/password' } as const;
export const approveProjectDocument = { method: 'post', path: '/projectDocuments/{id}/approve' } as const;
export const rejectProjectDocument = { method: 'post', path: '/projectDocuments/{id}/reject' } as const;
export const exportProjectCrews = { method: 'get', path: '/projects/{id}/exports/crews' } as const;
export const exportProjectPeople = { method: 'get', path: '/projects/{id}/exports/people' } as const;
