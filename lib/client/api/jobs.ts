'use client';
// The crew member's own jobs in the browser: the lists, and their revalidation after an answer
// (the answer itself goes through the outbox: app/(shell)/jobs/_components/use-job-answer.ts).
// Apart from planning.ts so that the jobs list's first load carries only this.
import { useSWRConfig } from 'swr';
import * as endpoint from '@/lib/domain/planning/job-endpoints';
import type * as jobsOp from '@/lib/domain/planning/operations/jobs';
import type { TJob, TJobList } from '@/lib/domain/planning';
import { apiUrl } from './http';
import { useOperation } from './operation';

export const useJobs = (list: TJobList, fallbackData?: TJob[]) =>
  useOperation<typeof jobsOp.listJobs>(endpoint.listJobs, {}, { fallbackData, query: { list } });

/** After an answer every list may have changed (a request moves from "to confirm" to "upcoming"). */
export function useRevalidateJobs() {
  const { mutate } = useSWRConfig();
  const prefix = apiUrl('/jobs');
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
