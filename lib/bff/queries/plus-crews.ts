import 'server-only';
// Server reads of plus crews for pages (lib/domain/plus-crews paths and contracts). The plus
// crew, its value types and its values are read once per request: the layout and the page of
// /plus-crews/{number} both ask.
import { cache } from 'react';
import type { TMonth } from '@/lib/domain/plus-crews/month';
import { getDailySeries } from '@/lib/domain/plus-crews/operations/plus-crew-data';
import * as plusCrews from '@/lib/domain/plus-crews/operations/plus-crews';
import { loadOperation } from '../load';

export const getPlusCrews = (date?: string) => loadOperation(plusCrews.listPlusCrews, undefined, { date });
export const getPlusCrew = cache((number: number) => loadOperation(plusCrews.getPlusCrew, { number }));
export const getValueTypes = cache(() => loadOperation(plusCrews.listValueTypes));
export const getPlusCrewValues = cache((number: number) => loadOperation(plusCrews.getPlusCrewValues, { number }));
/** The month's three daily value types, first to last day (rules §9). */
export const getMonthSeries = cache((number: number, month: TMonth) =>
  loadOperation(getDailySeries, { number }, { dateFrom: month.dateFrom, dateTo: month.dateTo }),
);
