'use client';
// The crew member's own jobs in the browser: the lists, and accepting or declining a request.
import { useSWRConfig } from 'swr';
import { jobPaths } from '@/lib/domain/planning/paths';
import type { TJob, TJobList } from '@/lib/domain/planning';
import { apiPost, apiUrl } from './http';
import { useApi } from './use-api';

export const useJobs = (list: TJobList, fallbackData?: TJob[]) => useApi<TJob[]>(jobPaths.list(list), { fallbackData });

export const answerJob = (id: number, answer: { accept: boolean; reason?: string }) =>
  apiPost<TJob>(jobPaths.confirmation(id), answer);

/** After an answer every list may have changed (a request moves from "to confirm" to "upcoming"). */
export function useRevalidateJobs() {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl('/jobs');
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
