'use client';
// Sign-off: the crew chief proposes paid and charged hours per person, starting
// from the check-ins, and closes the day. A closed day is shown read-only.
import { useEffect } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage } from '@/app/_components/form/form-message';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { approveHours, useSignOff } from '@/lib/client/api/field-work';
import { newAction, type TQueued, type TQueuedAction } from '@/lib/client/offline-queue';
import { useOutbox } from '@/lib/client/use-outbox';
import { submitOrQueue } from '@/lib/client/submit-or-queue';
import { crewPaths } from '@/lib/domain/field-work/paths';
import { WaitingToSend } from '@/app/_components/outbox/waiting-to-send';
import { RefusedActions } from '@/app/_components/outbox/refused-actions';
import { toast } from '@/lib/client/toast-store';
import type { TProposedHoursInput, TSignOff, TSignOffLine } from '@/lib/domain/field-work';
import { formatMinutes } from './hours';
import { lineDrafts, linePath, type TSignOffValues } from './sign-off-lines';
import type { ZSignOffForm } from './sign-off-schema';

const loadSchema = () => import('./sign-off-schema').then((m) => m.ZSignOffForm);
const HOURS_FIELD = /^lines\.\d+\.(paid|charged)$/;

export function SignOffPanel({
  crewId,
  date,
  initial,
  planner = false,
}: {
  crewId: number;
  date: string;
  initial: TSignOff;
  /** Planners approve the hours a crew chief proposed for themself. */
  planner?: boolean;
}) {
  const mounted = useHydrated();
  const t = useTranslations('SignOffPage');
  const tOutbox = useTranslations('Outbox');
  const format = useFormatter();
  const { data = initial, mutate } = useSignOff(crewId, date, initial);
  const defaultValues: TSignOffValues = { lines: lineDrafts(initial.lines) };
  const form = useDomainForm<TSignOffValues, z.output<typeof ZSignOffForm>>({
    schema: loadSchema,
    defaultValues,
    // Whatever is wrong with typed hours, the fix is the same: hours:minutes within a day.
    messages: (path) => (HOURS_FIELD.test(path) ? t('invalidHours') : undefined),
    fieldPath: (path, values) => linePath(values.lines, path),
  });
  const { fields, append } = useFieldArray({ control: form.control, name: 'lines' });
  // Hours and a sign-off done offline wait on the device; once sent, the day is read again.
  const isThis = (q: TQueued): q is TQueuedAction =>
    (q.kind === 'proposedHours' || q.kind === 'signOff') && q.crewId === crewId && q.date === date;
  const { queue } = useOutbox((flushed) => {
    if (flushed.sent.some(isThis)) void mutate().then((next) => next && form.reset({ lines: lineDrafts(next.lines) }));
  });
  const waiting = queue.filter(isThis);
  const locked = data.signedOff !== null || waiting.some((q) => q.kind === 'signOff');
  const time = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'time') : '–');

  // Someone checked in since the page loaded gets fields too, without touching what was typed.
  const { getValues } = form;
  useEffect(() => {
    const known = new Set(getValues('lines').map((l) => l.assignmentId));
    const added = lineDrafts(data.lines).filter((l) => !known.has(l.assignmentId));
    if (added.length) append(added, { shouldFocus: false });
  }, [data.lines, getValues, append]);

  const shown = async (next: TSignOff) => {
    await mutate(next, { revalidate: false });
    form.reset({ lines: lineDrafts(next.lines) });
  };
  const send = (kind: 'proposedHours' | 'signOff', path: string, body: Record<string, unknown>) =>
    submitOrQueue<TSignOff>(newAction(kind, path, body, { crewId, date }));
  /** Sends the hours, if anyone has hours to send: sent, kept on the device, or nothing to send. */
  const propose = async (lines: TProposedHoursInput['lines']) => {
    if (!lines.length) return 'none';
    const next = await send('proposedHours', crewPaths.proposedHours(crewId), { date, lines });
    if (next) await shown(next);
    return next ? 'sent' : 'queued';
  };
  const onSave = form.submit(async ({ lines }) => {
    const outcome = await propose(lines);
    if (outcome === 'sent') toast.success(t('saved'));
    if (outcome === 'queued') toast.info(tOutbox('savedOffline'));
  });
  const signOff = async () => {
    await form.submit(async ({ lines }) => {
      await propose(lines);
      const next = await send('signOff', crewPaths.signOff(crewId), { date });
      if (!next) return void toast.info(tOutbox('savedOffline'));
      await shown(next);
      toast.success(t('signedOffToast'));
    })();
  };

  const hoursField = (l: TSignOffLine, index: number, which: 'paid' | 'charged') => (
    <TextField
      form={form}
      name={`lines.${index}.${which}`}
      id={`${which}-${l.assignmentId}`}
      label={t(which)}
      aria-label={t(which === 'paid' ? 'paidFor' : 'chargedFor', { name: l.name })}
      inputMode="numeric"
      readOnly={locked}
    />
  );

  return (
    <form
      onSubmit={onSave}
      noValidate
      aria-labelledby="sign-off-title"
      data-ready={mounted}
      className="flex flex-col gap-3"
    >
      <h1 id="sign-off-title" className="text-lg font-semibold">
        {t('title')}
      </h1>
      {data.signedOff ? (
        <p role="status" data-testid="signed-off" className="rounded-lg bg-soft p-3 text-sm font-medium text-success">
          {t('signedOff', {
            name: data.signedOff.byName,
            time: format.dateTime(new Date(data.signedOff.at), 'short') + ' ' + time(data.signedOff.at),
          })}
        </p>
      ) : locked ? null : (
        <p className="text-sm text-muted">{t('intro')}</p>
      )}
      <RefusedActions where={({ item }) => isThis(item)} />
      <WaitingToSend items={waiting} />
      {form.formError ? (
        <FormMessage kind="error" testId="sign-off-error">
          {form.formError.message}
        </FormMessage>
      ) : null}
      {data.lines.length === 0 ? <p className="text-muted">{t('empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data.lines.map((l) => {
          const index = fields.findIndex((f) => f.assignmentId === l.assignmentId);
          return (
            <li
              key={l.assignmentId}
              data-testid="sign-off-line"
              className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
            >
              <p className="font-medium">{l.name}</p>
              <p className="text-sm text-muted">
                {l.function} · {t('times', { in: time(l.checkInAt), out: time(l.checkOutAt) })}
              </p>
              {l.lateSync ? (
                <p className="text-sm text-warning" data-testid="late-sync">
                  {t('lateSync')}
                </p>
              ) : null}
              {l.hoursPending ? (
                <p className="text-sm text-warning" data-testid="hours-pending">
                  {t('hoursPending')}
                </p>
              ) : null}
              {l.checkInAt ? (
                <>
                  {l.suggestedMinutes !== null ? (
                    <p className="text-sm">{t('suggested', { hours: formatMinutes(l.suggestedMinutes) })}</p>
                  ) : (
                    <p className="text-sm text-warning">{t('stillIn')}</p>
                  )}
                  {index >= 0 ? (
                    <div className="mt-2 grid grid-cols-2 gap-3">
                      {hoursField(l, index, 'paid')}
                      {hoursField(l, index, 'charged')}
                    </div>
                  ) : null}
                </>
              ) : (
                <p className="text-sm text-muted">{t('notCheckedIn')}</p>
              )}
            </li>
          );
        })}
      </ul>
      {planner && data.lines.some((l) => l.hoursPending) ? (
        <Button
          type="button"
          data-testid="approve-hours"
          look="secondary"
          onClick={async () => {
            await shown(await approveHours(crewId, date));
            toast.success(t('approved'));
          }}
        >
          {t('approveHours')}
        </Button>
      ) : null}
      {!locked && data.lines.length ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" busy={form.busy}>
            {t('save')}
          </Button>
          <ConfirmButton
            testId="sign-off"
            label={t('signOff')}
            question={t('confirm')}
            confirmLabel={t('confirmYes')}
            onConfirm={signOff}
          />
        </div>
      ) : null}
    </form>
  );
}
