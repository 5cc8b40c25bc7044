'use client';
// Accept or decline on the job's own page; the page re-renders with the new status.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { TJob } from '@/lib/domain/planning';
import { DeclineDialog } from './decline-dialog-lazy';
import { useJobAnswer } from './use-job-answer';
import { useHydrated } from '@/app/_components/ui/use-hydrated';

export function JobAnswer({ job, subject }: { job: Pick<TJob, 'id'>; subject: string }) {
  const t = useTranslations('JobsPage');
  const router = useRouter();
  const { answer, send, busyId } = useJobAnswer(() => router.refresh());
  const [declining, setDeclining] = useState(false);
  const busy = busyId === job.id;
  const hydrated = useHydrated();
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="job-answer" data-ready={hydrated || undefined}>
      <button
        type="button"
        disabled={busy}
        onClick={() => void answer(job, true)}
        className="min-h-12 rounded-lg bg-primary px-4 font-medium text-on-primary disabled:opacity-60"
      >
        {t('accept')}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => setDeclining(true)}
        className="min-h-12 rounded-lg px-4 font-medium text-danger ring-1 ring-line disabled:opacity-60"
      >
        {t('decline')}
      </button>
      <DeclineDialog
        subject={declining ? subject : null}
        onCancel={() => setDeclining(false)}
        onConfirm={async (reason) => {
          await send(job, false, reason);
          setDeclining(false);
        }}
      />
    </div>
  );
}
