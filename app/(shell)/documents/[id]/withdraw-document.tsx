'use client';
// Withdrawing a document nobody has signed yet (planners and office), after a confirmation.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { FormMessage } from '@/app/_components/form/form-message';
import { deleteDocument } from '@/lib/client/api/paperwork';
import { ApiClientError } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';

export function WithdrawDocument({ documentId }: { documentId: number }) {
  const t = useTranslations('DocumentPage');
  const tRoot = useTranslations();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <ConfirmButton
        label={t('withdraw')}
        question={t('withdrawQuestion')}
        confirmLabel={t('withdrawConfirm')}
        testId="withdraw-document"
        onConfirm={async () => {
          try {
            await deleteDocument(documentId);
            toast.success(t('withdrawnToast'));
            router.push('/mobileDocuments');
          } catch (err) {
            setError(tRoot(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
          }
        }}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
    </div>
  );
}
