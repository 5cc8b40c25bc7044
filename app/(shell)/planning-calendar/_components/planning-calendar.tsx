'use client';
// /planning-calendar: a month grid or a week of the planning in the rules §4 colours, with a
// legend, filters by function, crew and person (applied in the browser over the period's
// entries), and the entries of the chosen day (month) or of each day (week). An entry opens
// its crew, a requested vacation the person's requests to decide on (their crew profile), and
// anything else its person on the crew planner board.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { usePlanningCalendar } from '@/lib/client/api/planning-calendar';
import { errorMessageKey, type TErrorCode } from '@/lib/client/error-message';
import type { TPlanningEntry } from '@/lib/domain/planning';
import { unpackPlanningCalendar, type TPackedPlanningCalendar } from '@/lib/domain/planning/packed-calendar';
import { PLANNING_TONES } from '@/lib/domain/planning/planning-tones';
import { calendarDate, dateRange, wallSpan } from '@/lib/i18n/formats';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { LoadError } from '@/app/_components/ui/load-error';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { shiftView, type TCalendarView } from './calendar-view-range';
import { OVERLAP, TONE_BAR, TONE_CARD } from './tones';

const BARS = 3;
const on = (e: TPlanningEntry, day: string) => e.startDate <= day && e.endDate >= day;

export function PlanningCalendar({
  view,
  today,
  initial,
}: {
  view: TCalendarView;
  today: string;
  /** The server's first paint, packed (its persons, projects, crews and functions once). */
  initial: { ok: true; data: TPackedPlanningCalendar } | { ok: false; code: TErrorCode };
}) {
  const t = useTranslations('PlanningCalendar');
  const tRoot = useTranslations();
  const format = useFormatter();
  const first = useMemo(() => (initial.ok ? unpackPlanningCalendar(initial.data) : undefined), [initial]);
  const calendar = usePlanningCalendar({ from: view.from, to: view.to }, first);
  const [filters, setFilters] = useState({ functionId: 0, crewId: 0, personId: 0 });
  const [day, setDay] = useState(view.date >= view.from && view.date <= view.to ? view.date : view.from);
  const data = calendar.data;
  const entries = useMemo(
    () =>
      (data?.entries ?? []).filter(
        (e) =>
          (!filters.functionId || e.function?.id === filters.functionId) &&
          (!filters.crewId || e.crew?.id === filters.crewId) &&
          (!filters.personId || e.person.id === filters.personId),
      ),
    [data, filters],
  );
  const code = !data ? (initial.ok ? calendar.error?.code : initial.code) : null;
  const href = (kind: 'month' | 'week', date: string) => `/planning-calendar?view=${kind}&date=${date}`;
  const navLink = 'flex min-h-12 min-w-12 items-center justify-center rounded-lg ring-1 ring-line';
  const title =
    view.kind === 'month'
      ? format.dateTime(calendarDate(`${view.date.slice(0, 7)}-01`), 'calendarMonth')
      : dateRange(format, calendarDate(view.from), calendarDate(view.to), 'calendarDay');
  const month = view.date.slice(0, 7);

  const filterSelect = (
    key: keyof typeof filters,
    label: string,
    options: { id: number; name: string }[],
    testId: string,
  ) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select
        value={filters[key]}
        onChange={(e) => setFilters((f) => ({ ...f, [key]: Number(e.target.value) }))}
        className="min-h-12 rounded-lg bg-app px-2 ring-1 ring-line"
        data-testid={testId}
      >
        <option value={0}>{t('all')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <ReadyBox className="flex flex-col gap-4" data-testid="planning-calendar">
      <nav aria-label={t('periodNav')} className="flex items-center justify-between gap-2">
        <Link href={href(view.kind, shiftView(view, -1))} className={navLink} aria-label={t('previous')}>
          ‹
        </Link>
        <h2 className="text-center text-lg font-semibold" data-testid="calendar-title">
          {title}
        </h2>
        <Link href={href(view.kind, shiftView(view, 1))} className={navLink} aria-label={t('next')}>
          ›
        </Link>
      </nav>
      <div role="group" aria-label={t('viewChoice')} className="grid grid-cols-2 gap-2">
        {(['month', 'week'] as const).map((k) => (
          <Link
            key={k}
            href={href(k, view.date)}
            aria-current={view.kind === k ? 'page' : undefined}
            data-testid={`view-${k}`}
            className={`flex min-h-12 items-center justify-center rounded-lg font-medium ring-1 ${view.kind === k ? 'bg-primary text-on-primary ring-primary' : 'ring-line'}`}
          >
            {t(`views.${k}`)}
          </Link>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t('legend')} data-testid="calendar-legend">
        {PLANNING_TONES.map((tone) => (
          <li key={tone} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-2 w-4 rounded-full ${TONE_BAR[tone]}`} />
            {t(`tones.${tone}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block size-3 rounded ${OVERLAP}`} />
          {t('overlapping')}
        </li>
      </ul>
      {data ? (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-testid="calendar-filters">
          {filterSelect('functionId', t('function'), data.functions, 'filter-function')}
          {filterSelect('crewId', t('crew'), data.crews, 'filter-crew')}
          {filterSelect('personId', t('person'), data.persons, 'filter-person')}
        </div>
      ) : null}
      {code ? (
        <LoadError
          heading={t('notFound')}
          reason={tRoot(errorMessageKey(code))}
          code={code}
          onRetry={() => calendar.mutate()}
        />
      ) : !data ? null : (
        <>
          {data.since > view.from ? (
            <p className="text-xs text-muted" data-testid="calendar-since">
              {t('since', { date: format.dateTime(calendarDate(data.since), 'calendarDayYear') })}
            </p>
          ) : null}
          {view.kind === 'month' ? (
            <MonthGrid view={view} entries={entries} day={day} today={today} onDay={setDay} />
          ) : null}
          {entries.length === 0 ? (
            <EmptyState testId="calendar-empty">{t('notFound')}</EmptyState>
          ) : (
            (view.kind === 'month' ? [day] : view.weeks[0]!).map((d) => (
              <DayEntries key={d} day={d} entries={entries.filter((e) => on(e, d))} month={month} />
            ))
          )}
        </>
      )}
    </ReadyBox>
  );
}

function MonthGrid({
  view,
  entries,
  day,
  today,
  onDay,
}: {
  view: TCalendarView;
  entries: TPlanningEntry[];
  day: string;
  today: string;
  onDay: (day: string) => void;
}) {
  const t = useTranslations('PlanningCalendar');
  const format = useFormatter();
  const month = view.date.slice(0, 7);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center" data-testid="calendar-grid">
      <thead>
        <tr>
          {view.weeks[0]!.map((d) => (
            <th key={d} scope="col" className="text-xs font-medium text-muted">
              {format.dateTime(calendarDate(d), 'calendarWeekdayShort')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((d) => {
              const here = entries.filter((e) => on(e, d));
              return (
                <td key={d} className="p-0 align-top">
                  <button
                    type="button"
                    onClick={() => onDay(d)}
                    aria-pressed={d === day}
                    data-testid="calendar-day"
                    data-date={d}
                    data-count={here.length}
                    className={`flex min-h-14 w-full flex-col items-center gap-1 rounded-lg p-1 ring-1 ${d === day ? 'bg-primary text-on-primary ring-primary' : d === today ? 'ring-calendar-date' : 'ring-line'} ${d.startsWith(month) ? '' : 'bg-black/5'}`}
                  >
                    {/* The name read out is the whole date with its count; the number is what the eye needs. */}
                    <span className="sr-only">
                      {t('dayLabel', { date: format.dateTime(calendarDate(d), 'calendarDayLong'), count: here.length })}
                    </span>
                    <span className="text-sm" aria-hidden="true">
                      {Number(d.slice(8))}
                    </span>
                    <span className="flex w-full flex-col gap-0.5" aria-hidden="true">
                      {here.slice(0, BARS).map((e) => (
                        <span
                          key={e.key}
                          className={`h-1.5 w-full rounded-full ${TONE_BAR[e.tone]} ${e.overlaps ? OVERLAP : ''}`}
                        />
                      ))}
                      {here.length > BARS ? (
                        <span className="text-[0.6rem] leading-none">+{here.length - BARS}</span>
                      ) : null}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayEntries({ day, entries, month }: { day: string; entries: TPlanningEntry[]; month: string }) {
  const t = useTranslations('PlanningCalendar');
  const format = useFormatter();
  return (
    <section aria-labelledby={`day-${day}`} className="flex flex-col gap-2" data-testid="calendar-day-entries">
      <h3 id={`day-${day}`} className="font-semibold">
        {format.dateTime(calendarDate(day), 'calendarDayLong')}
      </h3>
      {entries.length === 0 ? (
        <EmptyState>{t('nothingOnDay')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((e) => (
            <li key={e.key}>
              <Link
                href={
                  e.crew
                    ? `/crews/${e.crew.id}`
                    : e.tone === 'requestedVacation'
                      ? `/crew-profile/${e.person.id}#vacation-requests`
                      : `/planner-crew?month=${month}&q=${encodeURIComponent(e.person.name)}`
                }
                data-testid="calendar-entry"
                data-tone={e.tone}
                data-overlaps={e.overlaps || undefined}
                className={`flex min-h-12 flex-col justify-center rounded-lg border-l-4 p-2 text-sm ${TONE_CARD[e.tone]} ${e.overlaps ? OVERLAP : ''}`}
              >
                <span className="font-medium">
                  {e.person.name} · {t(`tones.${e.tone}`)}
                  {e.overlaps ? ` · ${t('overlapping')}` : ''}
                </span>
                {e.crew && e.project && e.function ? (
                  <span>
                    {e.function.name} · {e.crew.name} · {e.project.number} {e.project.name}
                  </span>
                ) : null}
                {e.startTime && e.endTime ? (
                  <span className="text-muted">{wallSpan(format, e.startTime, e.endTime)}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
