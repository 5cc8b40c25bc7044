'use client';
// "Try again" on a failed job: the queue takes it at once, and the list is read again, without it
// (or, when another planner was quicker, as it is now). The page passes its words in: the page's
// own namespace stays on the server (the folder's scope holds only what the API calls need).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { retryFailedJob } from '@/lib/client/api/failed-jobs';
import { toast } from '@/lib/client/toast-store';
import { Button } from '@/app/_components/ui/buttons';

export function RetryJobButton({
  id,
  words,
}: {
  id: number;
  words: { retry: string; label: string; retried: string; failed: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await retryFailedJob(id);
      toast.success(words.retried);
    } catch {
      toast.error(words.failed);
    }
    router.refresh();
    setBusy(false);
  };
  return (
    <Button look="secondary" busy={busy} onClick={retry} aria-label={words.label} data-testid="failed-job-retry">
      {words.retry}
    </Button>
  );
}
