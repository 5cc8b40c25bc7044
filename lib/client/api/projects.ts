'use client';
// Projects in the browser: the list, one project with its crews, items, files and to-dos, and
// the planners' changes to the whole project. Paths come from lib/domain/projects/paths.ts;
// the server's first paint is each hook's fallback. Uploads are in project-uploads.ts.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/projects/endpoints';
import type * as documentsOp from '@/lib/domain/projects/operations/project-documents';
import type * as workspaceOp from '@/lib/domain/projects/operations/project-workspace';
import type * as op from '@/lib/domain/projects/operations/projects';
import { projectPaths, type TProjectListQuery } from '@/lib/domain/projects/paths';
import type {
  TProjectCopy,
  TProjectDetail,
  TProjectDocument,
  TProjectListItem,
  TProjectStatus,
  TProjectTodoInput,
  TProjectUpdate,
} from '@/lib/domain/projects';
import type { TProjectCrew, TProjectCrewItem } from '@/lib/domain/planning';
import type { TActivity } from '@/lib/domain/activities';
import { apiUrl } from './http';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';

export const useProjects = (query: TProjectListQuery, fallbackData?: TProjectListItem[]) =>
  useOperation<typeof op.listProjects>(
    endpoint.listProjects,
    {},
    {
      fallbackData,
      keepPreviousData: true,
      query: { limit: 1000, ...query },
    },
  );
export const useProject = (id: number, fallbackData?: TProjectDetail) =>
  useOperation<typeof op.getProject>(endpoint.getProject, { id }, { fallbackData });
export const useProjectCrews = (id: number, fallbackData?: TProjectCrew[]) =>
  useOperation<typeof workspaceOp.listCrewsOfProject>(endpoint.listCrewsOfProject, { id }, { fallbackData });
export const useProjectCrewItems = (id: number | null, fallbackData?: TProjectCrewItem[]) =>
  useOperation<typeof workspaceOp.listCrewItemsOfProject>(
    endpoint.listCrewItemsOfProject,
    id === null ? null : { id },
    {
      fallbackData,
    },
  );
export const useProjectDocuments = (id: number, fallbackData?: TProjectDocument[]) =>
  useOperation<typeof documentsOp.listProjectDocuments>(endpoint.listProjectDocuments, { id }, { fallbackData });
export const useProjectTodos = (id: number, fallbackData?: TActivity[]) =>
  useOperation<typeof workspaceOp.listProjectTodos>(endpoint.listProjectTodos, { id }, { fallbackData });

/** After a change on the project page every part of it may have moved (counts, rows, status). */
export function useRevalidateProject(id: number) {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl(projectPaths.project(id));
  return () => mutate((key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}/`)));
}

/** `version`: the project's version the change is based on (lib/client/versions.ts). */
export const updateProject = (id: number, input: TProjectUpdate, version: number) =>
  callVersioned<typeof op.updateProject>(endpoint.updateProject, { id }, version, input);
export const changeProjectStatus = (project: { id: number; version: number }, status: TProjectStatus) =>
  callVersioned<typeof op.changeProjectStatus>(endpoint.changeProjectStatus, { id: project.id }, project.version, {
    status,
  });
export const setProjectPassword = (id: number, password: string | null) =>
  callOperation<typeof op.setProjectPassword>(endpoint.setProjectPassword, { id }, { password });
export const copyProject = (id: number, input: TProjectCopy) =>
  callOperation<typeof workspaceOp.copyProject>(endpoint.copyProject, { id }, input);
export const addProjectTodo = (id: number, input: TProjectTodoInput) =>
  callOperation<typeof workspaceOp.addProjectTodo>(endpoint.addProjectTodo, { id }, input);

const documentReview = { approve: endpoint.approveProjectDocument, reject: endpoint.rejectProjectDocument } as const;
export const reviewProjectDocument = (documentId: number, action: 'approve' | 'reject') =>
  callOperation<typeof documentsOp.approveProjectDocument | typeof documentsOp.rejectProjectDocument>(
    documentReview[action],
    { id: documentId },
  );
export const deleteProjectDocument = (documentId: number) =>
  callOperation<typeof documentsOp.deleteProjectDocument>(endpoint.deleteProjectDocument, { id: documentId });
export const deleteProjectLogo = (id: number) =>
  callOperation<typeof documentsOp.deleteProjectLogo>(endpoint.deleteProjectLogo, { id });
