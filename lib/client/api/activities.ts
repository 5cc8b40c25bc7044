'use client';
// To-dos in the browser (the to-do calendar): the month's list with its filters, and adding,
// changing, completing and deleting one. Every change revalidates the to-do lists.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/activities/endpoints';
import type * as op from '@/lib/domain/activities/operations/activities';
import { activityListQuery, type TActivityQuery } from '@/lib/domain/activities/paths';
import type { TActivity, TActivityInput, TActivityUpdate } from '@/lib/domain/activities';
import { apiUrl } from './http';
import { callOperation } from './call-operation';
import { useOperation } from './operation';

export const useActivities = (query: TActivityQuery, fallbackData?: TActivity[]) =>
  useOperation<typeof op.listActivities>(
    endpoint.listActivities,
    {},
    { fallbackData, keepPreviousData: true, query: activityListQuery(query) },
  );

export const createActivity = (input: TActivityInput) =>
  callOperation<typeof op.createActivity>(endpoint.createActivity, {}, input);
export const updateActivity = (id: number, input: TActivityUpdate) =>
  callOperation<typeof op.updateActivity>(endpoint.updateActivity, { id }, input);
export const completeActivity = (id: number) =>
  callOperation<typeof op.markActivityDone>(endpoint.markActivityDone, { id });
export const reopenActivity = (id: number) => updateActivity(id, { done: false });
export const deleteActivity = (id: number) => callOperation<typeof op.deleteActivity>(endpoint.deleteActivity, { id });

export function useRevalidateActivities() {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl('/activities');
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
