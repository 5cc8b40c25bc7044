'use client';
// One step of a shift swap from a button: the call, a toast saying what happened (or why it was
// refused), and every swap list and job revalidated, refused or not (someone may have acted first).
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { useRevalidateSwaps } from '@/lib/client/api/shift-swaps';

export function useSwapStep(afterwards?: () => void) {
  const t = useTranslations();
  const revalidate = useRevalidateSwaps();
  return useCallback(
    async (step: () => Promise<unknown>, done: string) => {
      try {
        await step();
        toast.success(done);
      } catch (err) {
        toast.error(t(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
      }
      await revalidate();
      afterwards?.();
    },
    [afterwards, revalidate, t],
  );
}
