'use client';
// The four job lists of rules §4 as tabs. The server's first paint is the fallback; SWR
// revalidates, and an answer to a job refreshes every list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { JOB_LISTS, type TJobList } from '@/lib/domain/planning/statuses';
import type { TJob } from '@/lib/domain/planning';
import { LoadedList, type TInitialList } from '@/app/_components/ui/loaded-list';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { sortJobs } from '@/app/(shell)/_jobs/job-format';
import { DeclineDialog } from './decline-dialog-lazy';
import { JobCard } from './job-card';
import { useJobAnswer } from './use-job-answer';
import { useJobs } from '@/lib/client/api/jobs';
import { useOutbox } from '@/lib/client/use-outbox';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';

export type TInitialJobs = Record<TJobList, TInitialList<TJob>>;

export function JobsView({ initialList, initial }: { initialList: TJobList; initial: TInitialJobs }) {
  const t = useTranslations('JobsPage');
  const format = useFormatter();
  const [list, setList] = useState<TJobList>(initialList);
  const [declining, setDeclining] = useState<TJob | null>(null);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const first = initial[list];
  const swr = useJobs(list, first.ok ? first.data : undefined);
  // An answered job leaves the list with its buttons: the focus goes back to the list's tab
  // (once the decline dialog has closed), not to the start of the page.
  const refocus = useRef(false);
  const { answer, send, busyId } = useJobAnswer(
    useCallback(() => {
      refocus.current = true;
    }, []),
  );
  useEffect(() => {
    if (!refocus.current || declining) return;
    refocus.current = false;
    tabs.current[list]?.focus();
  });
  // Answers given offline: waiting on their cards until sent, then the lists are read again.
  const { queue } = useOutbox((result) => {
    if (result.sent.some((q) => q.kind === 'jobAnswer')) void swr.mutate();
  });

  const select = (next: TJobList, focus = false) => {
    setList(next);
    window.history.replaceState(null, '', `?list=${next}`);
    if (focus) tabs.current[next]?.focus();
  };
  const onKey = (e: React.KeyboardEvent) => {
    const i = JOB_LISTS.indexOf(list);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0) select(JOB_LISTS[(i + step + JOB_LISTS.length) % JOB_LISTS.length]!, true);
  };

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="jobs-view">
      <RefusedActions where={(r) => r.item.kind === 'jobAnswer'} />
      <div
        role="tablist"
        aria-label={t('listsLabel')}
        onKeyDown={onKey}
        className="grid grid-cols-2 gap-1 rounded-xl bg-soft p-1 sm:grid-cols-4"
      >
        {JOB_LISTS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-controls="jobs-panel"
            aria-selected={key === list}
            tabIndex={key === list ? 0 : -1}
            onClick={() => select(key)}
            className={`min-h-12 rounded-lg px-2 text-sm font-medium ${key === list ? 'bg-app text-primary shadow-box' : 'text-muted hover:text-hover'}`}
          >
            {t(`lists.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="jobs-panel" aria-labelledby={`tab-${list}`} data-testid={`jobs-panel-${list}`}>
        <LoadedList
          swr={swr}
          initial={first}
          failedHeading={t('notFound')}
          empty={t(`empty.${list}`)}
          emptyTestId="jobs-empty"
        >
          {(rows) => {
            const jobs = sortJobs(rows, list);
            return (
              <>
                <p className="sr-only" aria-live="polite">
                  {t('count', { count: jobs.length })}
                </p>
                <ul className="flex flex-col gap-3">
                  {jobs.map((job) => (
                    <JobCard
                      key={`${job.kind}-${job.id}`}
                      job={job}
                      busy={busyId === job.id}
                      onAccept={(j) => void answer(j, true)}
                      onDecline={setDeclining}
                      waiting={queue.filter((q) => q.kind === 'jobAnswer' && q.jobId === job.id)}
                    />
                  ))}
                </ul>
              </>
            );
          }}
        </LoadedList>
      </div>
      {/* Its code (the form, its schema) loads at the first "Decline", not while the lists hydrate. */}
      {declining ? (
        <DeclineDialog
          subject={`${declining.project.name}, ${format.dateTime(new Date(declining.startsAt), 'weekday')}`}
          onCancel={() => setDeclining(null)}
          onConfirm={async (reason) => {
            await send(declining, false, reason);
            setDeclining(null);
          }}
        />
      ) : null}
    </ReadyBox>
  );
}
