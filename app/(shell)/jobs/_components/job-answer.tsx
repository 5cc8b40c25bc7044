'use client';
// Accept or decline on the job's own page; the page re-renders with the new status.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import type { TJob } from '@/lib/domain/planning';
import { AnswerButtons } from './answer-buttons';
import { DeclineDialog } from './decline-dialog-lazy';
import { useJobAnswer } from './use-job-answer';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import { useOutbox } from '@/lib/client/use-outbox';

export function JobAnswer({ job, subject }: { job: Pick<TJob, 'id' | 'version'>; subject: string }) {
  const router = useRouter();
  const { answer, send, busyId } = useJobAnswer(() => router.refresh());
  const [declining, setDeclining] = useState(false);
  const busy = busyId === job.id;
  const hydrated = useHydrated();
  const waiting = useOutbox().queue.filter((q) => q.kind === 'jobAnswer' && q.jobId === job.id);
  if (waiting.length) return <WaitingToSend items={waiting} />;
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="job-answer" data-ready={hydrated || undefined}>
      <AnswerButtons busy={busy} onAccept={() => void answer(job, true)} onDecline={() => setDeclining(true)} />
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
