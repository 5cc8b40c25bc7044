// /projects/{id} sub-resources the project page reads and the planners' actions on the whole
// project: crews, crew items, contacts, to-dos, copy, report and exports; and /projectTypes.
import { z } from 'zod';
import {
  ZProjectContacts,
  ZProjectCopy,
  ZProjectDetail,
  ZProjectTodoInput,
  ZProjectTypeItem,
  ZProjectTypesQuery,
} from '..';
import { ZActivity } from '../../activities';
import { ZExportQuery } from '../../export-query';
import {
  ANY_SESSION,
  dataResponse,
  defineOperation,
  jsonBody,
  listResponse,
  ZIdParam,
  ZListQuery,
} from '../../operation';
import { exportResponse, fileResponse } from '../../operation-content';
import { ZProjectCrew, ZProjectCrewItem } from '../../planning';
import * as projectsEndpoints from '../endpoints';

export const listCrewsOfProject = defineOperation({
  ...projectsEndpoints.listCrewsOfProject,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: "The project's crews the caller may see, with their counts",
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Crews', z.array(ZProjectCrew)) },
});

export const listCrewItemsOfProject = defineOperation({
  ...projectsEndpoints.listCrewItemsOfProject,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'Crew items of those crews with their rows, people and the status actions the caller may take',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Crew items', z.array(ZProjectCrewItem)) },
});

export const projectContacts = defineOperation({
  ...projectsEndpoints.projectContacts,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'Who to call about the project (its manager), as a contact: name, phone, email',
  request: { params: ZIdParam },
  responses: { 200: dataResponse('Contacts', ZProjectContacts) },
});

export const listProjectTodos = defineOperation({
  ...projectsEndpoints.listProjectTodos,
  access: { sessions: ['user'], rule: 'planners', rights: ['projects.READ'] },
  tags: ['projects'],
  summary: "The project's to-dos (planners), by due date and priority",
  request: { params: ZIdParam, query: ZListQuery },
  responses: { 200: listResponse('To-dos', ZActivity) },
});

export const addProjectTodo = defineOperation({
  ...projectsEndpoints.addProjectTodo,
  access: { sessions: ['user'], rule: 'planners', rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'Add a project to-do: due the next day with priority 1, for the project manager',
  request: { params: ZIdParam, ...jsonBody(ZProjectTodoInput) },
  responses: { 201: dataResponse('Created', ZActivity) },
});

export const copyProject = defineOperation({
  ...projectsEndpoints.copyProject,
  access: { sessions: ANY_SESSION, rule: 'planners', rights: ['projects.READ', 'projects.EDIT'] },
  tags: ['projects'],
  summary: 'A new requested project with the same crews and crew items, moved to the new begin date, without people',
  request: { params: ZIdParam, ...jsonBody(ZProjectCopy) },
  responses: { 201: dataResponse('The copy', ZProjectDetail) },
});

export const projectReport = defineOperation({
  ...projectsEndpoints.projectReport,
  access: { sessions: ANY_SESSION, rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'The project report as PDF (planners, office and the client)',
  request: { params: ZIdParam },
  responses: { 200: fileResponse('PDF', 'application/pdf') },
});

export const listProjectTypes = defineOperation({
  ...projectsEndpoints.listProjectTypes,
  access: { sessions: ['user'], rights: ['projects.READ'] },
  tags: ['projects'],
  summary: "The tenant's project types (at most 100 a page)",
  request: { query: ZProjectTypesQuery },
  responses: { 200: listResponse('Project types', ZProjectTypeItem) },
});

export const exportProjectCrews = defineOperation({
  ...projectsEndpoints.exportProjectCrews,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice', rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'The crews and their crew items as .xlsx or .csv (planners and office)',
  request: { params: ZIdParam, query: ZExportQuery },
  responses: { 200: exportResponse },
});

export const exportProjectPeople = defineOperation({
  ...projectsEndpoints.exportProjectPeople,
  access: { sessions: ANY_SESSION, rule: 'plannersOrOffice', rights: ['projects.READ'] },
  tags: ['projects'],
  summary: 'The people on the crew items, with phone and email, as .xlsx or .csv (planners and office)',
  request: { params: ZIdParam, query: ZExportQuery },
  responses: { 200: exportResponse },
});
