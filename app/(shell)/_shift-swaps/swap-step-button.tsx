'use client';
// A step of a shift swap from a button that asks first (offer, withdraw, approve, reject). The
// texts come translated from the server component that shows it. The steps after the offer name
// the swap's version the page showed: a step someone else took first is refused (412) and shown.
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { approveSwap, offerShift, rejectSwap, withdrawSwap, type TSwapSeen } from '@/lib/client/api/shift-swaps';
import { useSwapStep } from './use-swap-step';

const SWAP_STEPS = { withdraw: withdrawSwap, approve: approveSwap, reject: rejectSwap };

type Props = {
  label: string;
  ariaLabel?: string;
  question: string;
  /** The toast once done. */
  done: string;
  quiet?: boolean;
  testId: string;
} & (
  | { step: 'offer'; /** The job (assignment) to offer. */ assignmentId: number }
  | { step: keyof typeof SWAP_STEPS; swap: TSwapSeen }
);

export function SwapStepButton(props: Props) {
  const { step, label, ariaLabel, question, done, quiet, testId } = props;
  const run = useSwapStep();
  const hydrated = useHydrated();
  const call = () => (props.step === 'offer' ? offerShift(props.assignmentId) : SWAP_STEPS[props.step](props.swap));
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
          await run(call, done);
        }}
      />
    </div>
  );
}
