'use client';
// What a planner asks the solver for: which crews of the project (or which week), and how much
// each preference counts (0 to 5). The choices are bounded (a select per preference, ticked crews,
// a date), so the only mistakes left are ticking no crew or clearing the date; the server checks
// everything again.
import { useState } from 'react';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { Button } from '@/app/_components/ui/buttons';
import { FormMessage } from '@/app/_components/form/form-message';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useRefusal } from '@/app/_components/form/use-refusal';
import { requestStaffingProposal } from '@/lib/client/api/staffing-proposals';
import {
  DEFAULT_STAFFING_WEIGHTS,
  STAFFING_PREFERENCES,
  type TStaffingWeights,
} from '@/lib/domain/planning/staffing-preferences';
import type { TStaffingScope } from '@/lib/domain/planning/staffing-proposals';
import { addDays } from '@/lib/domain/calendar-days';
import { isoWeekOf } from '@/lib/domain/planning/crew-suggestions';

/** What the card staffs: a project's open rows (some of its crews), or a week (the one holding
 *  `day` until the planner picks another first day). */
export type TStaffingTarget =
  | { kind: 'project'; projectId: number; crews: ReadonlyArray<{ id: number; name: string }> }
  | { kind: 'week'; day: string };

const STEPS = [0, 1, 2, 3, 4, 5] as const;
const select = 'min-h-12 rounded-lg bg-app px-3 ring-1 ring-line';

export function StaffingRequestForm({
  target,
  onStarted,
  onCancel,
}: {
  target: TStaffingTarget;
  onStarted: (proposalId: number) => void;
  onCancel: () => void;
}) {
  const crews = target.kind === 'project' ? target.crews : [];
  const t = useTranslations('StaffingProposal');
  const refused = useRefusal();
  const [weights, setWeights] = useState<TStaffingWeights>(DEFAULT_STAFFING_WEIGHTS);
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(crews.map((c) => c.id)));
  const [busy, setBusy] = useState(false);
  const [noCrew, setNoCrew] = useState(false);
  const [from, setFrom] = useState(target.kind === 'week' ? isoWeekOf(target.day).from : '');
  const [noDate, setNoDate] = useState(false);

  const scope = (): TStaffingScope =>
    target.kind === 'week'
      ? { kind: 'range', from, to: addDays(from, 6) }
      : {
          kind: 'project',
          projectId: target.projectId,
          crewIds: ticked.size === crews.length ? undefined : [...ticked],
        };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (crews.length > 0 && ticked.size === 0) return setNoCrew(true);
    if (target.kind === 'week' && !/^\d{4}-\d{2}-\d{2}$/.test(from)) return setNoDate(true);
    setBusy(true);
    try {
      const proposal = await requestStaffingProposal({ scope: scope(), weights });
      onStarted(proposal.id);
    } catch (err) {
      await refused(err);
    } finally {
      setBusy(false);
    }
  };
  const tick = (id: number, on: boolean) => {
    setNoCrew(false);
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="staffing-form">
      {crews.length > 1 ? (
        <fieldset className="flex flex-col gap-1" aria-describedby={noCrew ? 'staffing-no-crew' : undefined}>
          <legend className="mb-1 font-medium">{t('crews')}</legend>
          {crews.map((c) => (
            <label key={c.id} className="flex min-h-12 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={ticked.has(c.id)}
                onChange={(e) => tick(c.id, e.target.checked)}
              />
              {c.name}
            </label>
          ))}
          {noCrew ? (
            <p id="staffing-no-crew" role="alert" className="text-sm text-danger">
              {t('noCrew')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {target.kind === 'week' ? (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('weekFrom')}</span>
          <input
            type="date"
            className={select}
            value={from}
            required
            aria-invalid={noDate || undefined}
            aria-describedby={noDate ? 'staffing-no-date' : undefined}
            onChange={(e) => {
              setNoDate(false);
              setFrom(e.target.value);
            }}
            data-testid="staffing-week-from"
          />
          {noDate ? (
            <span id="staffing-no-date" role="alert" className="text-sm text-danger">
              {t('noDate')}
            </span>
          ) : null}
        </label>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('weights')}</legend>
        <p className="text-sm text-muted">{t('weightHint')}</p>
        {STAFFING_PREFERENCES.map((p) => (
          <label key={p} className="flex items-center justify-between gap-3">
            <span>{t(`weight.${p}`)}</span>
            <select
              className={select}
              value={weights[p]}
              onChange={(e) => setWeights((w) => ({ ...w, [p]: Number(e.target.value) }))}
              data-testid={`weight-${p}`}
            >
              {STEPS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <FormMessage kind="info">{t('nothingChanges')}</FormMessage>
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <SubmitButton busy={busy}>{t('start')}</SubmitButton>
      </div>
    </form>
  );
}
