'use client';
// Check-in and check-out: the time and the device's position, sent at once or,
// without network, kept on the device and sent later with the original time. A crew member
// sees only themself; the crew chief and planners see the whole crew of the day.
import { useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { PermissionWarning } from '@/app/_components/permission-warning';
import { PositionError } from '@/lib/client/permissions';
import { useGeolocationPermission } from '@/lib/client/use-permissions';
import { checksFor, isCheck, type TFlushResult, type TQueuedCheck } from '@/lib/client/offline-queue';
import { toast } from '@/lib/client/toast-store';
import type { TCrewDayMember } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { knownErrorCode, type TErrorCode } from '@/lib/client/error-message';
import { useCrewChecks } from '@/lib/client/api/field-work';
import { sendOrQueue, useOutbox } from '@/lib/client/use-outbox';
import { CheckRow } from './check-row';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';
import { clock } from '@/lib/domain/clock';

type Props = { crewId: number; date: string; mode: 'in' | 'out'; initial?: TCrewDayMember[]; lead: boolean };

export function CheckPanel({ crewId, date, mode, initial, lead }: Props) {
  const mounted = useHydrated();
  const t = useTranslations('CheckPage');
  const tErr = useTranslations('Errors');
  const tPerm = useTranslations('PermissionWarning');
  const format = useFormatter();
  const geo = useGeolocationPermission();
  const [busy, setBusy] = useState<number | null>(null);
  const [denied, setDenied] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, mutate, isLoading } = useCrewChecks(crewId, date, initial);
  const time = (iso: string) => format.dateTime(new Date(iso), 'time');
  const kind = mode === 'in' ? 'checkIns' : 'checkOuts';

  // A refusal stays in the list of refused actions (RefusedActions) until dismissed.
  const { queue, online } = useOutbox((result: TFlushResult) => {
    for (const item of result.sent.filter(isCheck))
      toast.success(t(item.kind === 'checkIns' ? 'syncedIn' : 'syncedOut', { time: time(item.body.at) }));
    void mutate();
  });
  const waiting = checksFor(queue, crewId);

  const explain = (code: TErrorCode) => setProblem(tErr(code));

  async function act(member: TCrewDayMember) {
    setProblem(null);
    setBusy(member.assignmentId);
    try {
      let position: GeolocationPosition;
      try {
        position = await geo.request();
      } catch (err) {
        if (err instanceof PositionError && err.reason === 'denied') setDenied(true);
        else setProblem(t('noPosition'));
        return;
      }
      setDenied(false);
      const clientId = crypto.randomUUID();
      const item: TQueuedCheck = {
        clientId,
        crewId,
        kind,
        queuedAt: clock.now().toISOString(),
        attempts: 0,
        body: {
          at: clock.now().toISOString(),
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? Math.min(position.coords.accuracy, 100000) : null,
          clientId,
          assignmentId: member.assignmentId,
        },
      };
      // Without network, or without a decision (server down), it waits with the same clientId.
      const outcome = await sendOrQueue(item);
      if (outcome.state === 'queued') {
        toast.info(t('savedOffline'));
        return;
      }
      if (outcome.state === 'refused') {
        explain(knownErrorCode(outcome.answer.code));
        return;
      }
      toast.success(t(mode === 'in' ? 'doneIn' : 'doneOut', { name: member.name, time: time(item.body.at) }));
      await mutate();
    } finally {
      setBusy(null);
    }
  }

  const members = data ?? [];
  return (
    <section aria-labelledby="check-title" data-ready={mounted} className="flex flex-col gap-3">
      <h1 id="check-title" className="text-lg font-semibold">
        {t(mode === 'in' ? 'titleIn' : 'titleOut')}
      </h1>
      <p className="text-sm text-muted">{t(lead ? 'introLead' : 'introSelf')}</p>
      {denied ? (
        <div
          role="alert"
          data-testid="permission-warning"
          className="rounded-lg border border-warning bg-soft p-3 text-sm"
        >
          <p className="font-semibold">{tPerm('title')}</p>
          <p>{tPerm('body', { count: 1 })}</p>
          <ul className="mt-1 list-disc pl-5">
            <li>{tPerm('geolocation')}</li>
          </ul>
          <p className="mt-1 text-muted">{tPerm('howTo')}</p>
        </div>
      ) : (
        <PermissionWarning needs={['geolocation']} />
      )}
      {!online ? (
        <p role="status" data-testid="offline-note" className="rounded-lg bg-soft p-3 text-sm">
          {t('offline')}
        </p>
      ) : null}
      <RefusedActions where={({ item }) => isCheck(item) && item.crewId === crewId} />
      {waiting.length ? (
        <p role="status" data-testid="pending-count" className="text-sm font-medium text-warning">
          {t('pendingCount', { count: waiting.length })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" data-testid="check-error" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {error && !data ? (
        <p role="alert" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {t('loadFailed')} {tErr(error.code)}
        </p>
      ) : null}
      {isLoading && !data ? (
        <p role="status" className="text-sm text-muted">
          {t('loading')}
        </p>
      ) : null}
      {data && members.length === 0 ? (
        <p className="text-muted" data-testid="no-job">
          {t(lead ? 'emptyLead' : 'emptySelf')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="check-list">
        {members.map((m) => (
          <CheckRow
            key={m.assignmentId}
            member={m}
            mode={mode}
            lead={lead}
            busy={busy === m.assignmentId}
            pending={waiting.filter((q) => q.body.assignmentId === m.assignmentId)}
            onAct={() => void act(m)}
          />
        ))}
      </ul>
    </section>
  );
}
