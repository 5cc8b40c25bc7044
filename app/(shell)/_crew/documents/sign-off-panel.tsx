'use client';
// Sign-off (issue 4 item 4): the crew chief proposes paid and charged hours per person, starting
// from the check-ins, and closes the day. A closed day is shown read-only.
import { useEffect } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage } from '@/app/_components/form/form-message';
import { TextField } from '@/app/_components/form/text-field';
import { useDomainForm } from '@/app/_components/form/use-domain-form';
import { Button } from '@/app/_components/ui/buttons';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { approveHours, proposeHours, signOffDay, useSignOff } from '@/lib/client/api/field-work';
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
  const locked = data.signedOff !== null;
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
  /** Sends the hours, if anyone has hours to send; says whether it did. */
  const propose = async (lines: TProposedHoursInput['lines']) => {
    if (lines.length) await shown(await proposeHours(crewId, { date, lines }));
    return lines.length > 0;
  };
  const onSave = form.submit(async ({ lines }) => {
    if (await propose(lines)) toast.success(t('saved'));
  });
  const signOff = async () => {
    await form.submit(async ({ lines }) => {
      await propose(lines);
      await shown(await signOffDay(crewId, date));
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
      {locked ? (
        <p role="status" data-testid="signed-off" className="rounded-lg bg-soft p-3 text-sm font-medium text-success">
          {t('signedOff', {
            name: data.signedOff!.byName,
            time: format.dateTime(new Date(data.signedOff!.at), 'short') + ' ' + time(data.signedOff!.at),
          })}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('intro')}</p>
      )}
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
