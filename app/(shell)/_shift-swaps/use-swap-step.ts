'use client';
// A step of a shift swap, then the page rendered again from the server, refused or not (someone
// may have acted first).
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { runSwapStep } from './run-swap-step';

export function useSwapStep() {
  const errors = useTranslations('Errors');
  const router = useRouter();
  return async (call: () => Promise<unknown>, done: string) => {
    await runSwapStep(call, done, errors);
    router.refresh();
  };
}
