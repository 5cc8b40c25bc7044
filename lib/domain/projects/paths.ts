// The /api/v1 paths of projects read and written by the screens (lib/bff/queries, lib/client/api),
// taken from the operations' endpoints (./endpoints).
import { withQuery, type TQueryValue } from '../api-path';
import { pathOf } from '../endpoint';
import * as planningEndpoints from '../planning/endpoints';
import * as e from './endpoints';

export type TProjectListQuery = {
  status?: string;
  closed?: 'true' | 'false';
  scope?: 'all' | 'mine';
  period?: 'past' | 'ongoing' | 'upcoming';
  number?: number;
  search?: string;
  from?: string;
  to?: string;
  limit?: number;
};

export const PROJECT_EXPORTS = ['crews', 'people'] as const;
export type TProjectExport = (typeof PROJECT_EXPORTS)[number];

const exportEndpoints = { crews: e.exportProjectCrews, people: e.exportProjectPeople } as const;
const documentReviewEndpoints = { approve: e.approveProjectDocument, reject: e.rejectProjectDocument } as const;

export const projectPaths = {
  list: (query: TProjectListQuery) => withQuery(e.listProjects.path, query as Record<string, TQueryValue>),
  create: () => e.createProject.path,
  project: (id: number) => pathOf(e.getProject, { id }),
  status: (id: number) => pathOf(e.changeProjectStatus, { id }),
  password: (id: number) => pathOf(e.setProjectPassword, { id }),
  crews: (id: number) => pathOf(e.listCrewsOfProject, { id }),
  crewItems: (id: number) => pathOf(e.listCrewItemsOfProject, { id }),
  contacts: (id: number) => pathOf(e.projectContacts, { id }),
  documents: (id: number) => pathOf(e.listProjectDocuments, { id }),
  document: (documentId: number) => pathOf(e.deleteProjectDocument, { id: documentId }),
  documentFile: (documentId: number) => pathOf(e.projectDocumentFile, { id: documentId }),
  documentReview: (documentId: number, action: 'approve' | 'reject') =>
    pathOf(documentReviewEndpoints[action], { id: documentId }),
  logo: (id: number) => pathOf(e.getProjectLogo, { id }),
  report: (id: number) => pathOf(e.projectReport, { id }),
  copy: (id: number) => pathOf(e.copyProject, { id }),
  exports: (id: number, what: TProjectExport) => pathOf(exportEndpoints[what], { id }),
  activities: (id: number) => pathOf(e.listProjectTodos, { id }),
  regularCrew: (id: number, search?: string) =>
    withQuery(pathOf(planningEndpoints.listRegularCrew, { id }), { search }),
  types: () => e.listProjectTypes.path,
};
