'use client';
// "Take this shift": straight away, like applying for a vacancy; once taken, it says so where
// the button was (a planner still approves the swap). It hydrates with the vacancies above it,
// whose `data-ready` browser tests wait for.
import { useState } from 'react';
import { Button } from '@/app/_components/ui/buttons';
import { StatusBadge } from '@/app/_components/ui/status-badge';
import { takeShift, type TSwapSeen } from '@/lib/client/api/shift-swaps';
import { useSwapStep } from './use-swap-step';

type Props = { swap: TSwapSeen; label: string; ariaLabel: string; done: string; takenText: string };

export function TakeShiftButton({ swap, label, ariaLabel, done, takenText }: Props) {
  const run = useSwapStep();
  const [state, setState] = useState<'idle' | 'busy' | 'taken'>('idle');
  if (state === 'taken') return <StatusBadge testId="offered-shift-status">{takenText}</StatusBadge>;
  return (
    <Button
      look="primary"
      busy={state === 'busy'}
      aria-label={ariaLabel}
      data-testid={`offered-shift-take-${swap.id}`}
      className="w-full sm:w-auto"
      onClick={async () => {
        setState('busy');
        setState((await run(() => takeShift(swap), done, 'stay')) ? 'taken' : 'idle');
      }}
    >
      {label}
    </Button>
  );
}
