'use client';
// To-dos in the browser (the to-do calendar): the month's list with its filters, and adding,
// changing, completing and deleting one. Every change revalidates the to-do lists.
import { useSWRConfig } from 'swr';
import { activityPaths, type TActivityQuery } from '@/lib/domain/activities/paths';
import type { TActivity, TActivityInput, TActivityUpdate } from '@/lib/domain/activities';
import type { TDeleted } from '@/lib/domain/response-parts';
import { apiCall, apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useActivities = (query: TActivityQuery, fallbackData?: TActivity[]) =>
  useApi<TActivity[]>(activityPaths.list(query), { fallbackData, keepPreviousData: true });

export const createActivity = (input: TActivityInput) => apiPost<TActivity>(activityPaths.create(), input);
export const updateActivity = (id: number, input: TActivityUpdate) =>
  apiCall<TActivity>(activityPaths.activity(id), { method: 'PUT', json: input });
export const completeActivity = (id: number) => apiPost<TActivity>(activityPaths.done(id));
export const reopenActivity = (id: number) => updateActivity(id, { done: false });
export const deleteActivity = (id: number) => apiCall<TDeleted>(activityPaths.activity(id), { method: 'DELETE' });

export function useRevalidateActivities() {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl('/activities');
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
