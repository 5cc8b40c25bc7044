'use client';
// A kept job offline. A request can be answered here as on /jobs: the answer waits on the
// device with its own time and is sent once the network is back (lib/client/use-outbox.ts).
import { useState } from 'react';
import type { TJob } from '@/lib/domain/planning';
import { jobPaths } from '@/lib/domain/planning/job-paths';
import { newAction } from '@/lib/client/offline-queue';
import { queueAction, useOutbox } from '@/lib/client/use-outbox';
import { JobCard } from '@/app/(shell)/jobs/_components/job-card';
import { DeclineDialog } from '@/app/(shell)/jobs/_components/decline-dialog-lazy';

export function KeptJobCard({ job }: { job: TJob }) {
  const { queue } = useOutbox();
  const [declining, setDeclining] = useState(false);
  const waiting = queue.filter((q) => q.kind === 'jobAnswer' && q.jobId === job.id);
  const answer = (accept: boolean, reason?: string) =>
    queueAction(
      newAction(
        'jobAnswer',
        jobPaths.confirmation(job.id),
        reason ? { accept, reason } : { accept },
        { jobId: job.id },
        job.version,
      ),
    );
  return (
    <>
      <JobCard job={job} waiting={waiting} onAccept={() => answer(true)} onDecline={() => setDeclining(true)} />
      <DeclineDialog
        subject={declining ? job.project.name : null}
        onCancel={() => setDeclining(false)}
        onConfirm={async (reason) => {
          answer(false, reason);
          setDeclining(false);
        }}
      />
    </>
  );
}
