'use client';
// The board's grid: persons (rows) by days (columns) in one scroll container, with the names
// and the days kept in view. Only the cells on screen are rendered (useWindowedGrid), so 200
// persons × 31 days scroll smoothly on a phone. Arrow keys, Home and End move between cells.
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useFormatter } from '@/app/_components/i18n/client-formatter';
import { useTranslations } from '@/app/_components/i18n/client-intl';
import { cellMarkers } from '@/lib/domain/planning/board-markers';
import type { TBoardPerson } from '@/lib/domain/planning';
import { calendarDate } from '@/lib/i18n/formats';
import { useWindowedGrid } from '@/app/_components/ui/use-windowed-grid';
import { MarkerChip } from './legend';
import { Sign } from '@/app/_components/ui/sign';

export const ROW_HEIGHT = 48;
export const COL_WIDTH = 48;
const NAME_WIDTH = 128;
const HEAD_HEIGHT = 48;

export type TCell = { person: TBoardPerson; date: string };

export function BoardGrid({
  persons,
  days,
  holidays,
  today,
  onOpen,
}: {
  persons: TBoardPerson[];
  days: string[];
  holidays: Map<string, string>;
  today: string;
  onOpen: (cell: TCell) => void;
}) {
  const t = useTranslations('PlannerBoard');
  const format = useFormatter();
  const {
    ref: gridRef,
    window: win,
    totalWidth,
    totalHeight,
    reveal,
  } = useWindowedGrid({
    rowCount: persons.length,
    colCount: days.length,
    rowHeight: ROW_HEIGHT,
    colWidth: COL_WIDTH,
    offsetLeft: NAME_WIDTH,
    offsetTop: HEAD_HEIGHT,
  });
  const { rowStart, rowEnd, colStart, colEnd } = win;
  const [active, setActive] = useState({ row: 0, col: Math.max(0, days.indexOf(today)) });
  const focusAfterRender = useRef(false);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`[data-row="${active.row}"][data-col="${active.col}"]`)
      ?.focus({ preventScroll: true });
  });

  const move = (row: number, col: number) => {
    const next = {
      row: Math.max(0, Math.min(persons.length - 1, row)),
      col: Math.max(0, Math.min(days.length - 1, col)),
    };
    setActive(next);
    focusAfterRender.current = true;
    reveal(next.row, next.col);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    // From the focused cell (it may differ from `active` after scrolling by other means).
    const at = (e.target as HTMLElement).dataset;
    if (at.row === undefined || at.col === undefined) return;
    const row = Number(at.row);
    const col = Number(at.col);
    const keys: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, days.length - 1],
      PageUp: [row - 10, col],
      PageDown: [row + 10, col],
    };
    const to = keys[e.key];
    if (!to) return;
    e.preventDefault();
    move(to[0], to[1]);
  };

  // One cell is in the tab order: the active one, or the first on screen when it scrolled away.
  const inView = active.row >= rowStart && active.row < rowEnd && active.col >= colStart && active.col < colEnd;
  const tabCell = inView ? active : { row: rowStart, col: colStart };
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  }, [onOpen]);
  const open = useCallback((person: TBoardPerson, row: number, date: string, col: number) => {
    setActive({ row, col });
    openRef.current({ person, date });
  }, []);

  const visibleDays = days.slice(colStart, colEnd);
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('gridLabel')}
      aria-rowcount={persons.length + 1}
      aria-colcount={days.length + 1}
      onKeyDown={onKeyDown}
      data-testid="board-grid"
      data-rows={persons.length}
      data-cols={days.length}
      className="relative h-[calc(100dvh-13rem)] min-h-80 overflow-auto overscroll-contain rounded-lg ring-1 ring-line"
    >
      <div style={{ width: totalWidth, height: totalHeight }} className="relative">
        <div role="row" aria-rowindex={1} className="sticky top-0 z-20 flex bg-app" style={{ height: HEAD_HEIGHT }}>
          <div
            role="columnheader"
            aria-colindex={1}
            className="sticky left-0 z-30 flex items-center bg-app px-2 text-xs font-medium text-muted ring-1 ring-line"
            style={{ width: NAME_WIDTH }}
          >
            {t('person')}
          </div>
          {visibleDays.map((d, i) => {
            const col = colStart + i;
            const holiday = holidays.get(d);
            return (
              <div
                key={d}
                role="columnheader"
                aria-colindex={col + 2}
                title={holiday}
                data-testid="board-day"
                data-date={d}
                className={`absolute top-0 flex flex-col items-center justify-center text-xs ring-1 ring-line ${holiday ? 'bg-soft' : 'bg-app'} ${d === today ? 'font-semibold text-calendar-date' : ''}`}
                style={{ left: NAME_WIDTH + col * COL_WIDTH, width: COL_WIDTH, height: HEAD_HEIGHT }}
              >
                <span>{format.dateTime(calendarDate(d), 'calendarWeekdayShort')}</span>
                <span>
                  {Number(d.slice(8))}
                  {holiday ? <Sign name="star" className="ml-0.5" /> : null}
                </span>
              </div>
            );
          })}
        </div>
        {persons.slice(rowStart, rowEnd).map((person, i) => {
          const row = rowStart + i;
          return (
            <BoardRow
              key={person.id}
              person={person}
              row={row}
              days={days}
              colStart={colStart}
              colEnd={colEnd}
              holidays={holidays}
              tabCol={tabCell.row === row ? tabCell.col : -1}
              onOpen={open}
            />
          );
        })}
      </div>
    </div>
  );
}

const BoardRow = memo(function BoardRow({
  person,
  row,
  days,
  colStart,
  colEnd,
  holidays,
  tabCol,
  onOpen,
}: {
  person: TBoardPerson;
  row: number;
  days: string[];
  colStart: number;
  colEnd: number;
  holidays: Map<string, string>;
  tabCol: number;
  onOpen: (person: TBoardPerson, row: number, date: string, col: number) => void;
}) {
  const t = useTranslations('PlannerBoard');
  const format = useFormatter();
  return (
    <div
      role="row"
      aria-rowindex={row + 2}
      data-testid="board-row"
      data-person={person.id}
      className="absolute left-0 flex w-full"
      style={{ top: HEAD_HEIGHT + row * ROW_HEIGHT, height: ROW_HEIGHT }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        className="sticky left-0 z-10 flex items-center truncate bg-app px-2 text-sm ring-1 ring-line"
        style={{ width: NAME_WIDTH }}
      >
        <span className="truncate">{person.name}</span>
      </div>
      {days.slice(colStart, colEnd).map((d, i) => {
        const col = colStart + i;
        const markers = cellMarkers(person, d, holidays.has(d));
        const label = t('cellLabel', {
          name: person.name,
          date: format.dateTime(calendarDate(d), 'calendarDay'),
          markers: markers.length ? markers.map((m) => t(`markers.${m}`)).join(', ') : t('free'),
        });
        return (
          <div
            key={d}
            role="gridcell"
            aria-colindex={col + 2}
            className="absolute top-0 p-0.5"
            style={{ left: NAME_WIDTH + col * COL_WIDTH, width: COL_WIDTH, height: ROW_HEIGHT }}
          >
            <button
              type="button"
              tabIndex={col === tabCol ? 0 : -1}
              aria-label={label}
              data-testid="board-cell"
              data-row={row}
              data-col={col}
              data-date={d}
              data-markers={markers.join(' ')}
              onClick={() => onOpen(person, row, d, col)}
              className={`flex size-full flex-wrap content-center items-center justify-center gap-0.5 rounded ring-1 ring-line focus-visible:outline-2 focus-visible:outline-primary ${markers.includes('bankHoliday') ? 'bg-soft' : ''}`}
            >
              {markers
                .filter((m) => m !== 'bankHoliday')
                .slice(0, 4)
                .map((m) => (
                  <MarkerChip key={m} marker={m} />
                ))}
            </button>
          </div>
        );
      })}
    </div>
  );
});
