'use client';
// A step of a shift swap from a button that asks first (offer, withdraw, approve, reject). The
// texts come translated from the server component that shows it.
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { approveSwap, offerShift, rejectSwap, withdrawSwap } from '@/lib/client/api/shift-swaps';
import { useSwapStep } from './use-swap-step';

const STEPS = { offer: offerShift, withdraw: withdrawSwap, approve: approveSwap, reject: rejectSwap };

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
  const run = useSwapStep();
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
        onConfirm={() => run(() => STEPS[step](id), done)}
      />
    </div>
  );
}
