'use client';
// Accepting or declining a job: one POST, a toast on success, and every jobs list revalidated.
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/fetcher';
import { answerJob, useRevalidateJobs } from '@/lib/client/api/planning';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import type { TJob } from '@/lib/domain/planning';

export function useJobAnswer(onAnswered?: (job: TJob) => void) {
  const t = useTranslations();
  const revalidateJobs = useRevalidateJobs();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Sends an answer; a refusal is thrown, for the form that sent it to show. */
  const send = useCallback(
    async (job: Pick<TJob, 'id'>, accept: boolean, reason?: string) => {
      setBusyId(job.id);
      try {
        const updated = await answerJob(job.id, reason ? { accept, reason } : { accept });
        toast.success(t(accept ? 'JobsPage.accepted' : 'JobsPage.declined'));
        await revalidateJobs();
        onAnswered?.(updated);
      } finally {
        setBusyId(null);
      }
    },
    [revalidateJobs, onAnswered, t],
  );

  /** Sends an answer from a button; a refusal is a toast. */
  const answer = useCallback(
    async (job: Pick<TJob, 'id'>, accept: boolean) => {
      try {
        await send(job, accept);
        return true;
      } catch (err) {
        toast.error(t(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
        return false;
      }
    },
    [send, t],
  );

  return { answer, send, busyId };
}
