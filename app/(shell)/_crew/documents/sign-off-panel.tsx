'use client';
// Sign-off (issue 4 item 4): the crew chief proposes paid and charged hours per person, starting
// from the check-ins, and closes the day. A closed day is shown read-only.
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast-store';
import type { TSignOff, TSignOffLine } from '@/lib/domain/field-work';
import { useHydrated } from '@/app/_components/ui/use-hydrated';
import { errorCodeOf } from '@/lib/client/fetcher';
import { proposeHours, signOffDay, useSignOff } from '@/lib/client/api/field-work';
import { ConfirmButton } from '@/app/_components/ui/confirm-button';
import { formatMinutes, parseHours } from './hours';

type TDraft = Record<number, { paid: string; charged: string }>;

const proposed = (l: TSignOffLine, which: 'paidMinutes' | 'chargedMinutes') => l[which] ?? l.suggestedMinutes;

function draftOf(lines: TSignOffLine[]): TDraft {
  const draft: TDraft = {};
  for (const l of lines) {
    if (!l.checkInAt) continue;
    const paid = proposed(l, 'paidMinutes');
    const charged = proposed(l, 'chargedMinutes');
    draft[l.assignmentId] = {
      paid: paid === null ? '' : formatMinutes(paid),
      charged: charged === null ? '' : formatMinutes(charged),
    };
  }
  return draft;
}

export function SignOffPanel({ crewId, date, initial }: { crewId: number; date: string; initial: TSignOff }) {
  const mounted = useHydrated();
  const t = useTranslations('SignOffPage');
  const tErr = useTranslations('Errors');
  const format = useFormatter();
  const { data = initial, mutate } = useSignOff(crewId, date, initial);
  const [draft, setDraft] = useState<TDraft>(() => draftOf(initial.lines));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const locked = data.signedOff !== null;
  const time = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'time') : '–');

  /** The typed hours as minutes, or null (and the bad fields marked) when one is not valid. */
  function collect() {
    const bad = new Set<string>();
    const lines: Array<{ assignmentId: number; paidMinutes: number; chargedMinutes: number }> = [];
    for (const l of data.lines) {
      const d = draft[l.assignmentId];
      if (!l.checkInAt || !d || (d.paid === '' && d.charged === '' && !l.checkOutAt)) continue;
      const paid = parseHours(d.paid);
      const charged = parseHours(d.charged);
      if (paid === null) bad.add(`${l.assignmentId}-paid`);
      if (charged === null) bad.add(`${l.assignmentId}-charged`);
      if (paid !== null && charged !== null)
        lines.push({ assignmentId: l.assignmentId, paidMinutes: paid, chargedMinutes: charged });
    }
    setInvalid(bad);
    return bad.size ? null : lines;
  }

  async function save(quiet = false): Promise<boolean> {
    setProblem(null);
    const lines = collect();
    if (!lines) {
      setProblem(t('invalidHours'));
      return false;
    }
    if (!lines.length) return true;
    try {
      const next = await proposeHours(crewId, { date, lines });
      await mutate(next, { revalidate: false });
      setDraft(draftOf(next.lines));
      if (!quiet) toast.success(t('saved'));
      return true;
    } catch (err) {
      setProblem(tErr(errorCodeOf(err)));
      return false;
    }
  }

  async function signOff() {
    if (!(await save(true))) return;
    try {
      const next = await signOffDay(crewId, date);
      await mutate(next, { revalidate: false });
      toast.success(t('signedOffToast'));
    } catch (err) {
      setProblem(tErr(errorCodeOf(err)));
    }
  }

  const field = (l: TSignOffLine, which: 'paid' | 'charged') => {
    const id = `${which}-${l.assignmentId}`;
    const wrong = invalid.has(`${l.assignmentId}-${which}`);
    return (
      <label htmlFor={id} className="flex flex-col gap-1 text-xs text-muted">
        {t(which === 'paid' ? 'paid' : 'charged')}
        <input
          id={id}
          inputMode="numeric"
          value={draft[l.assignmentId]?.[which] ?? ''}
          readOnly={locked}
          aria-invalid={wrong}
          aria-label={t(which === 'paid' ? 'paidFor' : 'chargedFor', { name: l.name })}
          onChange={(e) =>
            setDraft((d) => ({
              ...d,
              [l.assignmentId]: {
                paid: d[l.assignmentId]?.paid ?? '',
                charged: d[l.assignmentId]?.charged ?? '',
                [which]: e.target.value,
              },
            }))
          }
          className={`min-h-11 w-24 rounded-lg bg-app px-3 text-base text-ink ring-1 ${wrong ? 'ring-danger' : 'ring-line'} read-only:bg-soft`}
        />
      </label>
    );
  };

  return (
    <section aria-labelledby="sign-off-title" data-ready={mounted} className="flex flex-col gap-3">
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
      {problem ? (
        <p role="alert" data-testid="sign-off-error" className="rounded-lg bg-soft p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {data.lines.length === 0 ? <p className="text-muted">{t('empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {data.lines.map((l) => (
          <li
            key={l.assignmentId}
            data-testid="sign-off-line"
            className="rounded-xl bg-app p-4 shadow-box ring-1 ring-line"
          >
            <p className="font-medium">{l.name}</p>
            <p className="text-sm text-muted">
              {l.function} · {t('times', { in: time(l.checkInAt), out: time(l.checkOutAt) })}
            </p>
            {l.checkInAt ? (
              <>
                {l.suggestedMinutes !== null ? (
                  <p className="text-sm">{t('suggested', { hours: formatMinutes(l.suggestedMinutes) })}</p>
                ) : (
                  <p className="text-sm text-warning">{t('stillIn')}</p>
                )}
                <div className="mt-2 flex gap-3">
                  {field(l, 'paid')}
                  {field(l, 'charged')}
                </div>
              </>
            ) : (
              <p className="text-sm text-muted">{t('notCheckedIn')}</p>
            )}
          </li>
        ))}
      </ul>
      {!locked && data.lines.length ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={() => void save()}
            className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line"
          >
            {t('save')}
          </button>
          <ConfirmButton
            testId="sign-off"
            label={t('signOff')}
            question={t('confirm')}
            confirmLabel={t('confirmYes')}
            onConfirm={signOff}
          />
        </div>
      ) : null}
    </section>
  );
}
