'use client';
// Accepting or declining a job: one POST, a toast either way, and every jobs list revalidated.
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { ApiClientError, apiRequest } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import type { TJob } from '@/lib/domain/planning';

export function useJobAnswer(onAnswered?: (job: TJob) => void) {
  const t = useTranslations();
  const { mutate } = useSWRConfig();
  const [busyId, setBusyId] = useState<number | null>(null);

  const answer = useCallback(
    async (job: Pick<TJob, 'id'>, accept: boolean, reason?: string) => {
      setBusyId(job.id);
      try {
        const updated = await apiRequest<TJob>(`/api/v1/jobs/${job.id}/confirmation`, {
          method: 'POST',
          json: reason ? { accept, reason } : { accept },
        });
        toast.success(t(accept ? 'JobsPage.accepted' : 'JobsPage.declined'));
        await mutate((key) => typeof key === 'string' && key.startsWith('/api/v1/jobs'));
        onAnswered?.(updated);
        return true;
      } catch (err) {
        toast.error(t(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [mutate, onAnswered, t],
  );

  return { answer, busyId };
}
