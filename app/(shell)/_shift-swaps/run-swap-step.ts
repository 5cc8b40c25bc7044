'use client';
// One step of a shift swap: the call, and a toast saying what happened or why it was refused.
import { ApiClientError } from '@/lib/client/fetcher';
import { knownErrorCode, type TErrorCode } from '@/lib/client/error-message';
import { toast } from '@/lib/client/toast-store';

/** `call`: the step's request; `done`: the toast once it went through; `errors`: the `Errors`
 *  messages. True when it went through. */
export async function runSwapStep(
  call: () => Promise<unknown>,
  done: string,
  errors: (code: TErrorCode) => string,
): Promise<boolean> {
  try {
    await call();
    toast.success(done);
    return true;
  } catch (err) {
    toast.error(errors(knownErrorCode(err instanceof ApiClientError ? err.code : 'UNKNOWN')));
    return false;
  }
}
