'use client';
// A plus crew in the browser: the month's daily figures (SWR, reloaded whole whenever a date is
// chosen), writing a day's figures, the settings and the login's (PCID) password. Paths come
// from lib/domain/plus-crews.
import * as endpoint from '@/lib/domain/plus-crews/endpoints';
import type * as dataOp from '@/lib/domain/plus-crews/operations/plus-crew-data';
import type * as op from '@/lib/domain/plus-crews/operations/plus-crews';
import type { TMonth } from '@/lib/domain/plus-crews/month';
import type { TDayEntriesInput, TPlusCrewSettingsInput, TSeries } from '@/lib/domain/plus-crews';
import { callOperation, callVersioned } from './call-operation';
import { useOperation } from './operation';

/**
 * The month's three daily value types in one call (first to last day). One batched call
 * rather than three per value type, sent together: scripts/bench-plus-crew-month.mjs measured
 * both in one run (200 loads each, through the proxy as the browser goes): p50 10.7 ms against
 * 24.3 ms, mean 14.0 ms against 29.4 ms, for the same 3 kB of figures.
 */
export const useMonthSeries = (number: number, month: TMonth, fallbackData?: TSeries[]) =>
  useOperation<typeof dataOp.getDailySeries>(
    endpoint.getDailySeries,
    { number },
    {
      fallbackData,
      // A failed load stays an error the user retries, rather than a spinner that keeps trying.
      shouldRetryOnError: false,
      query: { dateFrom: month.dateFrom, dateTo: month.dateTo },
    },
  );

export const saveDayEntries = (number: number, body: TDayEntriesInput) =>
  callOperation<typeof dataOp.setDayEntries>(endpoint.setDayEntries, { number }, body);

/** A change of the settings, based on the version of the plus crew they were read with. */
export const saveSettings = (number: number, body: TPlusCrewSettingsInput, version: number) =>
  callVersioned<typeof op.setPlusCrewSettings>(endpoint.setPlusCrewSettings, { number }, version, body);

export const setPlusCrewPassword = (number: number, password: string | null) =>
  callOperation<typeof op.setLinkPassword>(endpoint.setLinkPassword, { number }, { password });
