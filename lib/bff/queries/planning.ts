import 'server-only';
// Server reads of the planning core for pages: path and contract from lib/domain/planning, the
// session and error handling from the one loader. Cached per request, so a page and its
// metadata (or two parts of one page) ask the backend once.
import { cache } from 'react';
import type { TJobList } from '@/lib/domain/planning';
import { listClientCrewItems } from '@/lib/domain/planning/operations/client-crew-items';
import * as jobs from '@/lib/domain/planning/operations/jobs';
import * as plannerBoard from '@/lib/domain/planning/operations/planner-board';
import * as planningCalendar from '@/lib/domain/planning/operations/planning-calendar';
import * as projectCrews from '@/lib/domain/planning/operations/project-crews';
import { reviewVacationRequests } from '@/lib/domain/planning/operations/vacation-requests';
import * as workingTimeRules from '@/lib/domain/planning/operations/working-time-rules';
import * as requiredTrainings from '@/lib/domain/planning/operations/required-trainings';
import * as staffingSettings from '@/lib/domain/planning/operations/staffing-settings';
import { loadOperation } from '../load';

export const getProjectCrew = cache((id: number) => loadOperation(projectCrews.getProjectCrew, { id }));
export const getCrewItems = cache((id: number) => loadOperation(projectCrews.listCrewItemsOfCrew, { id }));
export const getCrewsOn = cache((date: string) => loadOperation(projectCrews.listProjectCrews, undefined, { date }));

export const getJobs = (list: TJobList, limit?: number) => loadOperation(jobs.listJobs, undefined, { list, limit });
export const getJob = cache((id: number, kind: 'assignment' | 'application') =>
  loadOperation(jobs.getJob, { id }, { kind: kind === 'assignment' ? undefined : kind }),
);

export const getPlannerBoard = (q: { from: string; to: string; search?: string; functionId?: number; page?: number }) =>
  loadOperation(plannerBoard.getPlannerBoard, undefined, q);

export const getPlanningCalendar = (q: { from: string; to: string }) =>
  loadOperation(planningCalendar.getPlanningCalendar, undefined, q);

export const getClientCrewItems = (from: string, to: string) =>
  loadOperation(listClientCrewItems, undefined, { from, to });

/** Vacation requests waiting for a planner's decision (of one person, when named). */
export const getVacationReview = (q: { personId?: number; limit?: number } = {}) =>
  loadOperation(reviewVacationRequests, undefined, q);

/** The tenant's working-time rules: planners only (others get the refusal, and no form). */
export const getWorkingTimeRules = () => loadOperation(workingTimeRules.getWorkingTimeRules);
export const getRequiredTrainings = () => loadOperation(requiredTrainings.getRequiredTrainings);
/** Whether clients may staff their own projects: planners and clients read it (others get the refusal). */
export const getStaffingSettings = cache(() => loadOperation(staffingSettings.getStaffingSettings));
