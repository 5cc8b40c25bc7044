'use client';
// Projects in the browser: the list, one project with its crews, items, files and to-dos, and
// the planners' changes to the whole project. Paths come from lib/domain/projects/paths.ts;
// the server's first paint is each hook's fallback. Uploads are in project-uploads.ts.
import { useSWRConfig } from 'swr';
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
import type { TDeleted, TDone } from '@/lib/domain/response-parts';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useProjects = (query: TProjectListQuery, fallbackData?: TProjectListItem[]) =>
  useApi<TProjectListItem[]>(projectPaths.list({ limit: 1000, ...query }), { fallbackData, keepPreviousData: true });
export const useProject = (id: number, fallbackData?: TProjectDetail) =>
  useApi<TProjectDetail>(projectPaths.project(id), { fallbackData });
export const useProjectCrews = (id: number, fallbackData?: TProjectCrew[]) =>
  useApi<TProjectCrew[]>(projectPaths.crews(id), { fallbackData });
export const useProjectCrewItems = (id: number | null, fallbackData?: TProjectCrewItem[]) =>
  useApi<TProjectCrewItem[]>(id === null ? null : projectPaths.crewItems(id), { fallbackData });
export const useProjectDocuments = (id: number, fallbackData?: TProjectDocument[]) =>
  useApi<TProjectDocument[]>(projectPaths.documents(id), { fallbackData });
export const useProjectTodos = (id: number, fallbackData?: TActivity[]) =>
  useApi<TActivity[]>(projectPaths.activities(id), { fallbackData });

/** After a change on the project page every part of it may have moved (counts, rows, status). */
export function useRevalidateProject(id: number) {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl(projectPaths.project(id));
  return () => mutate((key) => typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}/`)));
}

export const updateProject = (id: number, input: TProjectUpdate) =>
  apiCall<TProjectDetail>(projectPaths.project(id), { method: 'PUT', json: input });
export const changeProjectStatus = (id: number, status: TProjectStatus) =>
  apiPost<TProjectDetail>(projectPaths.status(id), { status });
export const setProjectPassword = (id: number, password: string | null) =>
  apiCall<TProjectDetail>(projectPaths.password(id), { method: 'PUT', json: { password } });
export const copyProject = (id: number, input: TProjectCopy) => apiPost<TProjectDetail>(projectPaths.copy(id), input);
export const addProjectTodo = (id: number, input: TProjectTodoInput) =>
  apiPost<TActivity>(projectPaths.activities(id), input);

export const reviewProjectDocument = (documentId: number, action: 'approve' | 'reject') =>
  apiPost<TProjectDocument>(projectPaths.documentReview(documentId, action));
export const deleteProjectDocument = (documentId: number) =>
  apiCall<TDeleted>(projectPaths.document(documentId), { method: 'DELETE' });
export const deleteProjectLogo = (id: number) => apiCall<TDone>(projectPaths.logo(id), { method: 'DELETE' });
