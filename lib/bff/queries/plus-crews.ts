import 'server-only';
// Server reads of plus crews for pages (lib/domain/plus-crews paths and contracts). The plus
// crew, its value types and its values are read once per request: the layout and the page of
// /plus-crews/{number} both ask.
import { cache } from 'react';
import { z } from 'zod';
import {
  plusCrewPaths,
  ZPlusCrew,
  ZPlusCrewSummary,
  ZPlusCrewValue,
  ZSeries,
  ZValueType,
} from '@/lib/domain/plus-crews';
import type { TMonth } from '@/lib/domain/plus-crews/month';
import { load } from '../load';

export const getPlusCrews = (date?: string) => load(plusCrewPaths.list(date), z.array(ZPlusCrewSummary));
export const getPlusCrew = cache((number: number) => load(plusCrewPaths.crew(number), ZPlusCrew));
export const getValueTypes = cache(() => load(plusCrewPaths.valueTypes(), z.array(ZValueType)));
export const getPlusCrewValues = cache((number: number) => load(plusCrewPaths.values(number), z.array(ZPlusCrewValue)));
/** The month's three daily value types, first to last day (SPEC §9). */
export const getMonthSeries = cache((number: number, month: TMonth) =>
  load(plusCrewPaths.data(number, { dateFrom: month.dateFrom, dateTo: month.dateTo }), z.array(ZSeries)),
);
