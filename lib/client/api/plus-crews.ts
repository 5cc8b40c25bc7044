'use client';
// A plus crew in the browser: the month's daily figures (SWR, reloaded whole whenever a date is
// chosen), writing a day's figures, the settings and the login's (PCID) password. Paths come
// from lib/domain/plus-crews.
import { plusCrewPaths } from '@/lib/domain/plus-crews/paths';
import type { TMonth } from '@/lib/domain/plus-crews/month';
import type {
  TDayEntries,
  TDayEntriesInput,
  TPlusCrew,
  TPlusCrewSettingsInput,
  TPlusCrewValue,
  TSeries,
} from '@/lib/domain/plus-crews';
import { apiCall } from './http';
import { useApi } from './use-api';

/**
 * The month's three daily value types in one call (first to last day). One batched call
 * rather than three per value type, sent together: scripts/bench-plus-crew-month.mjs measured
 * both in one run (200 loads each, through the proxy as the browser goes): p50 10.7 ms against
 * 24.3 ms, mean 14.0 ms against 29.4 ms, for the same 3 kB of figures.
 */
export const useMonthSeries = (number: number, month: TMonth, fallbackData?: TSeries[]) =>
  useApi<TSeries[]>(plusCrewPaths.data(number, { dateFrom: month.dateFrom, dateTo: month.dateTo }), {
    fallbackData,
    // A failed load stays an error the user retries, rather than a spinner that keeps trying.
    shouldRetryOnError: false,
  });

export const saveDayEntries = (number: number, body: TDayEntriesInput) =>
  apiCall<TDayEntries>(plusCrewPaths.data(number), { method: 'PUT', json: body });

export const saveSettings = (number: number, body: TPlusCrewSettingsInput) =>
  apiCall<TPlusCrewValue[]>(plusCrewPaths.values(number), { method: 'PUT', json: body });

export const setPlusCrewPassword = (number: number, password: string | null) =>
  apiCall<TPlusCrew>(plusCrewPaths.password(number), { method: 'PUT', json: { password } });
