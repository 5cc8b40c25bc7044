// /projects (rules "Project"): list with the rules §4 filters, detail, create, update,
// status transitions and the PID password. A plus-crew session has no projects right (403).
import {
  ZProjectDetail,
  ZProjectInput,
  ZProjectListFilters,
  ZProjectListItem,
  ZProjectStatusChange,
  ZProjectUpdate,
} from '..';
import { ZLinkPassword } from '../../auth/link-password';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { ZIfMatchHeaders } from '../../version-headers';
import * as projectsEndpoints from '../endpoints';

export const listProjects = defineOperation({
  ...projectsEndpoints.listProjects,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'Projects the caller may see, without internal/sickness/vacation ones or those before 2018-01-01',
  request: { query: ZListQuery.extend(ZProjectListFilters.shape) },
  responses: { 200: listResponse('Projects, newest first', ZProjectListItem) },
});

export const getProject = defineOperation({
  ...projectsEndpoints.getProject,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'One project',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('The project', ZProjectDetail) },
});

export const createProject = defineOperation({
  ...projectsEndpoints.createProject,
  access: { sessions: ANY_SESSION, rights: ['projects.EDIT'] },
  tags: ['projects'],
  summary: 'Create a project (status requested; number = highest + 1 unless given)',
  request: jsonBody(ZProjectInput),
  responses: { 201: dataResponse('Created', ZProjectDetail) },
});

export const updateProject = defineOperation({
  ...projectsEndpoints.updateProject,
  access: { sessions: ANY_SESSION, rights: ['projects.EDIT'] },
  tags: ['projects'],
  summary: 'Change the fields given (status has its own call)',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZProjectUpdate) },
  responses: { 200: dataResponse('Updated', ZProjectDetail) },
});

export const changeProjectStatus = defineOperation({
  ...projectsEndpoints.changeProjectStatus,
  access: { sessions: ANY_SESSION, rights: ['projects.EDIT'] },
  tags: ['projects'],
  summary: 'requested → quoted → confirmed → closed (also requested → confirmed); else 409 INVALID_TRANSITION',
  request: { params: ZIdParam, headers: ZIfMatchHeaders, ...jsonBody(ZProjectStatusChange) },
  responses: { 200: dataResponse('Status changed', ZProjectDetail) },
});

export const setProjectPassword = defineOperation({
  ...projectsEndpoints.setProjectPassword,
  access: { sessions: ANY_SESSION, rule: 'planners', rights: ['projects.EDIT'] },
  tags: ['projects'],
  summary: 'Planners set (or clear with null) the project login (PID) password',
  request: { params: ZIdParam, ...jsonBody(ZLinkPassword) },
  responses: { 200: dataResponse('Password set or cleared', ZProjectDetail) },
});
