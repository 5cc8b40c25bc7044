'use client';
// The planning calendar of a period in the browser (filters are applied in the browser). Apart
// from planning.ts so that the calendar's first load carries only this.
import * as endpoint from '@/lib/domain/planning/calendar-endpoints';
import type * as calendarOp from '@/lib/domain/planning/operations/planning-calendar';
import type { TPlanningCalendar } from '@/lib/domain/planning';
import { useOperation } from './operation';

export const usePlanningCalendar = (q: { from: string; to: string }, fallbackData?: TPlanningCalendar) =>
  useOperation<typeof calendarOp.getPlanningCalendar>(
    endpoint.getPlanningCalendar,
    {},
    { fallbackData, keepPreviousData: true, query: q },
  );
