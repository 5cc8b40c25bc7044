'use client';
// /planner-crew: the month's board with its navigation, the name search, the legend, the cell
// dialog, and for planners "Staff this week". The server's first paint comes in as fallback data; SWR keeps it fresh.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { usePlannerBoard } from '@/lib/client/api/planner-board';
import { errorMessageKey } from '@/lib/client/error-message';
import type { TErrorCode } from '@/lib/client/error-message';
import { unpackPlannerBoard, type TPackedPlannerBoard } from '@/lib/domain/planning/packed-board';
import { daysWithin, shiftMonth } from '@/lib/domain/planning/calendar-month';
import { calendarDate } from '@/lib/i18n/formats';
import { EmptyState } from '@/app/_components/ui/empty-state';
import { LoadError } from '@/app/_components/ui/load-error';
import { ReadyBox } from '@/app/_components/ui/ready-box';
import { BoardGrid, type TCell } from './board-grid';
import { CellDialog, StaffingCard } from './lazy-dialogs';
import { BoardLegend } from './legend';

export function PlannerBoard({
  month,
  from,
  to,
  search,
  page,
  today,
  canRequest,
  initial,
}: {
  month: string;
  from: string;
  to: string;
  search: string;
  page: number;
  today: string;
  canRequest: boolean;
  /** The server's first paint, packed (its projects, crews and functions once). */
  initial: { ok: true; data: TPackedPlannerBoard } | { ok: false; code: TErrorCode };
}) {
  const t = useTranslations('PlannerBoard');
  const tRoot = useTranslations();
  const format = useFormatter();
  const first = useMemo(() => (initial.ok ? unpackPlannerBoard(initial.data) : undefined), [initial]);
  const board = usePlannerBoard({ from, to, search: search || undefined }, first);
  const [cell, setCell] = useState<TCell | null>(null);
  const data = board.data;
  const days = useMemo(() => daysWithin({ startDate: from, endDate: to }, from, to), [from, to]);
  const holidays = useMemo(() => new Map((data?.bankHolidays ?? []).map((h) => [h.date, h.name])), [data]);
  const href = (m: string, p = 1) =>
    `/planner-crew?month=${m}${search ? `&q=${encodeURIComponent(search)}` : ''}${p > 1 ? `&page=${p}` : ''}`;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const code = !initial.ok && !data ? initial.code : board.error && !data ? board.error.code : null;
  const navLink = 'flex min-h-12 min-w-12 items-center justify-center rounded-lg ring-1 ring-line';

  return (
    <ReadyBox className="flex flex-col gap-3" data-testid="planner-board">
      <nav aria-label={t('monthNav')} className="flex items-center justify-between gap-2">
        <Link href={href(shiftMonth(month, -1))} className={navLink} aria-label={t('previous')}>
          ‹
        </Link>
        <h2 className="text-lg font-semibold" data-testid="board-month">
          {format.dateTime(calendarDate(from), 'calendarMonth')}
        </h2>
        <Link href={href(shiftMonth(month, 1))} className={navLink} aria-label={t('next')}>
          ›
        </Link>
      </nav>
      <form role="search" action="/planner-crew" className="flex gap-2">
        <input type="hidden" name="month" value={month} />
        <label className="flex flex-1 flex-col text-sm">
          <span className="sr-only">{t('search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={search}
            placeholder={t('search')}
            className="min-h-12 rounded-lg bg-app px-3 ring-1 ring-line"
            data-testid="board-search"
          />
        </label>
        <button type="submit" className="min-h-12 rounded-lg px-4 font-medium ring-1 ring-line">
          {t('searchButton')}
        </button>
      </form>
      <BoardLegend />
      {code ? (
        <LoadError
          heading={t('notFound')}
          reason={tRoot(errorMessageKey(code))}
          code={code}
          onRetry={() => board.mutate()}
        />
      ) : !data ? null : data.persons.length === 0 ? (
        <EmptyState testId="board-empty">{t('nobody')}</EmptyState>
      ) : (
        <>
          <p className="text-xs text-muted">{t('hint', { count: data.total })}</p>
          {pages > 1 ? (
            <nav aria-label={t('pageNav')} className="flex items-center justify-between gap-2 text-sm">
              {page > 1 ? (
                <Link href={href(month, page - 1)} className={navLink} aria-label={t('previousPage')}>
                  ‹
                </Link>
              ) : (
                <span className="min-w-12" />
              )}
              <span data-testid="board-page">
                {t('pageOf', {
                  first: (page - 1) * data.pageSize + 1,
                  last: (page - 1) * data.pageSize + data.persons.length,
                  total: data.total,
                })}
              </span>
              {page < pages ? (
                <Link href={href(month, page + 1)} className={navLink} aria-label={t('nextPage')}>
                  ›
                </Link>
              ) : (
                <span className="min-w-12" />
              )}
            </nav>
          ) : null}
          <BoardGrid persons={data.persons} days={days} holidays={holidays} today={today} onOpen={setCell} />
        </>
      )}
      <CellDialog
        cell={cell}
        holiday={cell ? holidays.get(cell.date) : undefined}
        canRequest={canRequest}
        onClose={() => setCell(null)}
        onChanged={() => board.mutate()}
      />
      {canRequest ? (
        <StaffingCard
          target={{ kind: 'week', day: today >= from && today <= to ? today : from }}
          onAccepted={() => board.mutate()}
        />
      ) : null}
    </ReadyBox>
  );
}
