'use client';
// The crew planner board in the browser: persons by days, and the open rows of one cell
// (planners). Apart from planning.ts so that the board's first load carries only this.
import * as endpoint from '@/lib/domain/planning/board-endpoints';
import type * as boardOp from '@/lib/domain/planning/operations/planner-board';
import type { TPlannerBoard } from '@/lib/domain/planning';
import { useOperation } from './operation';

export const usePlannerBoard = (
  q: { from: string; to: string; search?: string; functionId?: number; page?: number },
  fallbackData?: TPlannerBoard,
) =>
  useOperation<typeof boardOp.getPlannerBoard>(
    endpoint.getPlannerBoard,
    {},
    { fallbackData, keepPreviousData: true, query: q },
  );
export const useOpenRows = (cell: { date: string; personId: number } | null) =>
  useOperation<typeof boardOp.listOpenRows>(endpoint.listOpenRows, cell ? {} : null, { query: cell ?? {} });
