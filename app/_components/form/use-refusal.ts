'use client';
// A button's change the server refused, told as a toast. When someone else changed the record
// meanwhile (412, lib/domain/versions.ts) the toast names them and the screen reads the record
// again: the user decides again on what is there now. Forms keep what was typed instead
// (use-versioned-edit.ts).
import { useCallback } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { errorCodeOf } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { versionConflictOf } from '@/lib/client/versions';

export function useRefusal() {
  const t = useTranslations();
  return useCallback(
    async (err: unknown, readAgain?: () => unknown) => {
      const by = versionConflictOf(err)?.changedBy;
      toast.error(by ? t('Conflict.shownNow', { name: by.name }) : t(errorMessageKey(errorCodeOf(err))));
      if (errorCodeOf(err) === 'PRECONDITION_FAILED') await readAgain?.();
    },
    [t],
  );
}
