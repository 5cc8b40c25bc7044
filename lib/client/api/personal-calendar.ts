'use client';
// The personal calendar's calls in the browser: the month with its jobs, blocked dates and
// vacation, blocking and unblocking dates, asking for and withdrawing vacation.
import * as planningEndpoints from '@/lib/domain/planning/calendar-endpoints';
import type * as blockDatesOp from '@/lib/domain/planning/operations/block-dates';
import type * as vacationOp from '@/lib/domain/planning/operations/vacation-requests';
import type { TBlockDateCreate } from '@/lib/domain/planning/block-dates';
import type { TPersonalCalendar } from '@/lib/domain/planning/personal-calendar';
import type { TVacationRequestCreate } from '@/lib/domain/planning/vacation-requests';
import { callOperation } from './call-operation';
import { useOperation } from './operation';

export const usePersonalCalendar = (personId: number, from: string, to: string, initial?: TPersonalCalendar) =>
  useOperation<typeof vacationOp.getPersonalCalendar>(
    planningEndpoints.getPersonalCalendar,
    { id: personId },
    { fallbackData: initial, query: { from, to } },
  );

export const blockDates = (input: TBlockDateCreate) =>
  callOperation<typeof blockDatesOp.createBlockDate>(planningEndpoints.createBlockDate, {}, input);
export const deleteBlockDate = (id: number) =>
  callOperation<typeof blockDatesOp.deleteBlockDate>(planningEndpoints.deleteBlockDate, { id });

export const requestVacation = (input: TVacationRequestCreate) =>
  callOperation<typeof vacationOp.createVacationRequest>(planningEndpoints.createVacationRequest, {}, input);
export const withdrawVacation = (id: number) =>
  callOperation<typeof vacationOp.withdrawVacationRequest>(planningEndpoints.withdrawVacationRequest, { id });
