'use client';
// A step of a shift swap: the call, a toast saying what happened or why it was refused (naming
// who acted first when the swap changed since the page showed it), and the page rendered again
// from the server. A step that went through may keep the page as it is ('stay': the take button
// says "taken" where it was); a refused one always renders it again, as someone may have acted
// first.
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast-store';
import { useRefusal } from '@/app/_components/form/use-refusal';

export function useSwapStep() {
  const router = useRouter();
  const refused = useRefusal();
  /** True when the step went through. */
  return async (call: () => Promise<unknown>, done: string, after: 'refresh' | 'stay' = 'refresh') => {
    let through = false;
    try {
      await call();
      toast.success(done);
      through = true;
    } catch (err) {
      await refused(err);
    }
    if (after === 'refresh' || !through) router.refresh();
    return through;
  };
}
