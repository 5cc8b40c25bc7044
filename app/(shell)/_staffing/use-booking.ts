'use client';
// One booking through the double-booking rule (rules "double booking"): the first send goes without
// confirmation; a 409 DOUBLE_BOOKING keeps the conflicts and waits; only the planner's second,
// explicit confirmation sends it again with confirmDoubleBooking. Any other refusal is shown.
import { useCallback, useState } from 'react';
import { errorCodeOf } from '@/lib/client/fetcher';
import type { TErrorCode } from '@/lib/client/error-message';
import type { TBookingConflict } from '@/lib/domain/planning';
import { doubleBookingOf } from './booking-conflicts';

export type TBookingState<P> =
  | { step: 'idle' }
  /** While the second confirmation is sent, the conflicts stay on screen. */
  | { step: 'sending'; subject: P; conflicts?: TBookingConflict[] }
  | { step: 'conflict'; subject: P; conflicts: TBookingConflict[] }
  | { step: 'failed'; subject: P; code: TErrorCode };

export function useBooking<P>(send: (subject: P, confirmDoubleBooking: boolean) => Promise<void>) {
  const [state, setState] = useState<TBookingState<P>>({ step: 'idle' });
  const reset = useCallback(() => setState({ step: 'idle' }), []);

  const attempt = async (
    subject: P,
    confirmDoubleBooking: boolean,
    conflicts?: TBookingConflict[],
  ): Promise<boolean> => {
    setState({ step: 'sending', subject, conflicts });
    try {
      await send(subject, confirmDoubleBooking);
      setState({ step: 'idle' });
      return true;
    } catch (err) {
      const conflicts = confirmDoubleBooking ? null : doubleBookingOf(err);
      setState(
        conflicts ? { step: 'conflict', subject, conflicts } : { step: 'failed', subject, code: errorCodeOf(err) },
      );
      return false;
    }
  };

  return {
    state,
    /** The first try: no confirmation of a double booking. */
    book: (subject: P) => attempt(subject, false),
    /** The planner's second confirmation, after seeing the conflicts. */
    confirm: () => (state.step === 'conflict' ? attempt(state.subject, true, state.conflicts) : Promise.resolve(false)),
    reset,
  };
}
