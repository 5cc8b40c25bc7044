'use client';
// The rows of a proposal: each crew item in scope with its day and times, the people proposed
// for it (a tick each, with why they were chosen), and, for the rows left empty, what keeps the
// people with its function off it.
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import type { TProposalRow } from '@/lib/domain/planning/staffing-proposals';
import { calendarDate } from '@/lib/i18n/formats';
import type { useStaffingReasons } from './staffing-reasons';

/** One proposed person on one row, as the ticks and the accept call name them. */
export const tickKey = (crewItemId: number, personId: number) => `${crewItemId}_${personId}`;

export function ProposalRows({
  rows,
  reasons,
  ticked,
  done,
  onTick,
}: {
  rows: TProposalRow[];
  reasons: ReturnType<typeof useStaffingReasons>;
  ticked: Set<string>;
  done: Set<string>;
  onTick: (key: string, on: boolean) => void;
}) {
  const t = useTranslations('StaffingProposal');
  const format = useFormatter();
  const day = (d: string) => format.dateTime(calendarDate(d), 'calendarDay');
  return (
    <ul className="flex flex-col gap-3" data-testid="staffing-rows">
      {rows.map((row) => (
        <li
          key={row.crewItemId}
          className="rounded-lg p-3 ring-1 ring-line"
          data-testid="staffing-row"
          data-item={row.crewItemId}
        >
          <p className="font-medium">
            {row.function.name} · {row.crew.name}
          </p>
          <p className="text-sm text-muted">
            {row.startDate === row.endDate ? day(row.startDate) : `${day(row.startDate)} – ${day(row.endDate)}`},{' '}
            {row.startTime}–{row.endTime}
          </p>
          {row.proposed.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1">
              {row.proposed.map((p) => {
                const key = tickKey(row.crewItemId, p.person.id);
                const requested = done.has(key);
                return (
                  <li key={key} data-testid="staffing-person" data-person={p.person.id}>
                    <label className="flex min-h-12 items-start gap-3 py-1">
                      <input
                        type="checkbox"
                        className="mt-1 size-5 shrink-0"
                        checked={requested || ticked.has(key)}
                        disabled={requested}
                        onChange={(e) => onTick(key, e.target.checked)}
                      />
                      <span>
                        <span className="font-medium">{p.person.name}</span>
                        {requested ? <span className="text-success"> · {t('requested')}</span> : null}
                        <span className="block text-sm text-muted" data-testid="staffing-why">
                          {reasons.whyProposed(row.function.name, p.facts)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {row.open > 0 ? (
            <div className="mt-2 rounded-lg bg-soft p-2 text-sm" data-testid="staffing-empty">
              <p className="font-medium">
                {t('emptyHeading', { open: row.open, function: row.function.name, date: day(row.startDate) })}
              </p>
              <ul className="list-disc pl-5">
                {row.reasons.map((r) => (
                  <li key={r.reason} data-reason={r.reason}>
                    {reasons.whyEmpty(r.reason, r.people)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
