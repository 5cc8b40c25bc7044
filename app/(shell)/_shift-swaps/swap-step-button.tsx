'use client';
// One step of a shift swap from a button that asks first: the call, a toast saying what happened
// (or why it was refused), and the page rendered again from the server, refused or not (someone
// may have acted first). The texts come translated from the server component that shows it.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { ApiClientError } from '@/lib/client/fetcher';
import { errorMessageKey } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';
import { approveSwap, offerShift, rejectSwap, takeShift, withdrawSwap } from '@/lib/client/api/shift-swaps';

const STEPS = { offer: offerShift, withdraw: withdrawSwap, take: takeShift, approve: approveSwap, reject: rejectSwap };

type Props = {
  step: keyof typeof STEPS;
  /** The job (assignment) to offer, or the swap of the other steps. */
  id: number;
  label: string;
  ariaLabel?: string;
  question: string;
  /** The toast once done. */
  done: string;
  quiet?: boolean;
  testId: string;
};

export function SwapStepButton({ step, id, label, ariaLabel, question, done, quiet, testId }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const hydrated = useHydrated();
  return (
    <div className="contents" data-swap-step={step} data-ready={hydrated || undefined}>
      <ConfirmButton
        label={label}
        ariaLabel={ariaLabel}
        question={question}
        confirmLabel={label}
        quiet={quiet}
        testId={testId}
        onConfirm={async () => {
          try {
            await STEPS[step](id);
            toast.success(done);
          } catch (err) {
            toast.error(t(errorMessageKey(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
          }
          router.refresh();
        }}
      />
    </div>
  );
}
