import 'server-only';
// Server reads of the planning core for pages: path and contract from lib/domain/planning, the
// session and error handling from the one loader. Cached per request, so a page and its
// metadata (or two parts of one page) ask the backend once.
import { cache } from 'react';
import { z } from 'zod';
import {
  availabilityPaths,
  boardPaths,
  clientCrewItemPaths,
  jobPaths,
  projectCrewPaths,
  ZCrewItem,
  ZJob,
  ZPlannerBoard,
  ZPlanningCalendar,
  planningCalendarPaths,
  ZProjectCrew,
  ZVacationReview,
  type TJobList,
} from '@/lib/domain/planning';
import { load } from '../load';

export const getProjectCrew = cache((id: number) => load(projectCrewPaths.crew(id), ZProjectCrew));
export const getCrewItems = cache((id: number) => load(projectCrewPaths.items(id), z.array(ZCrewItem)));
export const getCrewsOn = cache((date: string) => load(projectCrewPaths.crewsOn(date), z.array(ZProjectCrew)));

export const getJobs = (list: TJobList, limit?: number) => load(jobPaths.list(list, limit), z.array(ZJob));
export const getJob = cache((id: number, kind: 'assignment' | 'application') => load(jobPaths.job(id, kind), ZJob));

export const getPlannerBoard = (q: { from: string; to: string; search?: string; functionId?: number; page?: number }) =>
  load(boardPaths.board(q), ZPlannerBoard);

export const getPlanningCalendar = (q: { from: string; to: string }) =>
  load(planningCalendarPaths.calendar(q), ZPlanningCalendar);

export const getClientCrewItems = (from: string, to: string) =>
  load(clientCrewItemPaths.list(from, to), z.array(ZCrewItem));

/** Vacation requests waiting for a planner's decision (of one person, when named). */
export const getVacationReview = (q: { personId?: number; limit?: number } = {}) =>
  load(availabilityPaths.vacationReview(q), z.array(ZVacationReview));
