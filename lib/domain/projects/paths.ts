// The /api/v1 paths of projects read and written by the screens (lib/bff/queries, lib/client/api).
import { withQuery, type TQueryValue } from '../api-path';

const project = (id: number) => `/projects/${id}`;

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

export const projectPaths = {
  list: (query: TProjectListQuery) => withQuery('/projects', query as Record<string, TQueryValue>),
  create: () => '/projects',
  project,
  status: (id: number) => `${project(id)}/status`,
  password: (id: number) => `${project(id)}/password`,
  crews: (id: number) => `${project(id)}/crews`,
  crewItems: (id: number) => `${project(id)}/crewItems`,
  contacts: (id: number) => `${project(id)}/contacts`,
  documents: (id: number) => `${project(id)}/documents`,
  document: (documentId: number) => `/projectDocuments/${documentId}`,
  documentFile: (documentId: number) => `/projectDocuments/${documentId}/file`,
  documentReview: (documentId: number, action: 'approve' | 'reject') => `/projectDocuments/${documentId}/${action}`,
  logo: (id: number) => `${project(id)}/logo`,
  report: (id: number) => `${project(id)}/report`,
  copy: (id: number) => `${project(id)}/copy`,
  exports: (id: number, what: TProjectExport) => `${project(id)}/exports/${what}`,
  activities: (id: number) => `${project(id)}/activities`,
  regularCrew: (id: number, search?: string) => withQuery(`${project(id)}/regularCrew`, { search }),
  types: () => '/projectTypes',
};
