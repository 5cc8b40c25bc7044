// The /api/v1 paths of projects read and written by the screens (lib/bff/queries, lib/client/api),
// taken from the operations' endpoints (./endpoints).
import { pathOf } from '../endpoint';
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

export const projectPaths = {
  create: () => e.createProject.path,
  project: (id: number) => pathOf(e.getProject, { id }),
  status: (id: number) => pathOf(e.changeProjectStatus, { id }),
  documents: (id: number) => pathOf(e.listProjectDocuments, { id }),
  document: (documentId: number) => pathOf(e.deleteProjectDocument, { id: documentId }),
  documentFile: (documentId: number) => pathOf(e.projectDocumentFile, { id: documentId }),
  logo: (id: number) => pathOf(e.getProjectLogo, { id }),
  report: (id: number) => pathOf(e.projectReport, { id }),
  exports: (id: number, what: TProjectExport) => pathOf(exportEndpoints[what], { id }),
  types: () => e.listProjectTypes.path,
};
