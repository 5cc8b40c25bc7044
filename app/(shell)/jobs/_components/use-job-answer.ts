'use client';
// Accepting or declining a job: sent at once, or without network kept on the device and sent
// later with its own time (lib/client/use-outbox.ts); then every jobs list is revalidated.
import { useCallback, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ApiClientError } from '@/lib/client/fetcher';
import { useRevalidateJobs } from '@/lib/client/api/jobs';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { newAction } from '@/lib/client/offline-queue';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import { jobPaths } from '@/lib/domain/planning/job-paths';
import type { TJob } from '@/lib/domain/planning';

export function useJobAnswer(onAnswered?: () => void) {
  const t = useTranslations();
  const revalidateJobs = useRevalidateJobs();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Sends an answer; a refusal is thrown, for the form that sent it to show. */
  const send = useCallback(
    async (job: Pick<TJob, 'id' | 'version'>, accept: boolean, reason?: string) => {
      setBusyId(job.id);
      try {
        const body = reason ? { accept, reason } : { accept };
        const item = newAction('jobAnswer', jobPaths.confirmation(job.id), body, { jobId: job.id }, job.version);
        if ((await submitOrQueue(item)) === null) {
          toast.info(t('Outbox.savedOffline'));
        } else {
          toast.success(t(accept ? 'JobsPage.accepted' : 'JobsPage.declined'));
          await revalidateJobs();
        }
        onAnswered?.();
      } finally {
        setBusyId(null);
      }
    },
    [revalidateJobs, onAnswered, t],
  );

  /** Sends an answer from a button; a refusal is a toast. */
  const answer = useCallback(
    async (job: Pick<TJob, 'id' | 'version'>, accept: boolean) => {
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
