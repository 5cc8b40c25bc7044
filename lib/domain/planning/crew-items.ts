// Crew items: the positions to fill in a crew, with their rows and the status actions of
// rules §4 (rules "Crew item").
import { z } from 'zod';
import { ZId, ZIsoDate, ZTimeOfDay } from '../primitives';
import { ZDate, ZNamedRef, ZPersonRef, ZProjectRef, ZTime, ZTimestamp, ZVersion } from '../response-parts';
import { MAX_ROWS, ZAssignmentStatus } from './assignments';
import { refineRange } from './date-range';

export const CREW_ITEM_STATUSES = ['design', 'active', 'notNeeded', 'closed'] as const;
export const ZCrewItemStatus = z.enum(CREW_ITEM_STATUSES);
export type TCrewItemStatus = z.infer<typeof ZCrewItemStatus>;

/** The actions of rules §4 that change (or keep) a crew item's status. */
export const CREW_ITEM_ACTIONS = ['create', 'update', 'activate', 'notNeeded', 'reactivate', 'noShow'] as const;
export const ZCrewItemAction = z.enum(CREW_ITEM_ACTIONS);
export type TCrewItemAction = z.infer<typeof ZCrewItemAction>;

const crewItemFields = {
  functionId: ZId,
  startDate: ZIsoDate,
  endDate: ZIsoDate.nullish(),
  startTime: ZTimeOfDay,
  endTime: ZTimeOfDay,
  rows: z.number().int().min(1).max(MAX_ROWS),
  catering: z.string().trim().max(100).nullish(),
  comment: z.string().max(2000).nullish(),
  /** Published to crew as a vacancy (rules "Vacancy"): crew with its function may apply for its open rows. */
  isVacancy: z.boolean().optional(),
};

/** What a planner fills in for a new crew item (the crew is the page's). */
export const ZCrewItemDetails = z.object(crewItemFields).strict().superRefine(refineRange);

export const ZCrewItemCreate = z
  .object({ projectCrewId: ZId, ...crewItemFields })
  .strict()
  .superRefine(refineRange);
export type TCrewItemCreate = z.infer<typeof ZCrewItemCreate>;

/** The fields a change of a crew item may name, none of them required. */
export const crewItemChangeFields = z.object(crewItemFields).partial().shape;

export const ZCrewItemUpdate = z
  .object({ id: ZId, ...crewItemChangeFields })
  .strict()
  .superRefine(refineRange);
export type TCrewItemUpdate = z.infer<typeof ZCrewItemUpdate>;

export const ZCrewItemRef = z.object({ id: ZId }).strict();
export const ZNoShow = z.object({ id: ZId, assignmentId: ZId }).strict();

const ZRowNo = z.number().int().min(1).max(MAX_ROWS);

/** An assignment as the planners see it on a row. */
export const ZAssignmentView = z.object({
  id: ZId,
  version: ZVersion,
  rowNo: ZRowNo,
  status: ZAssignmentStatus,
  person: ZPersonRef,
  doubleBooked: z.boolean(),
  declineReason: z.string().nullable(),
});
export type TAssignmentView = z.infer<typeof ZAssignmentView>;

export const ZCrewItem = z.object({
  id: ZId,
  version: ZVersion,
  status: ZCrewItemStatus,
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  startDate: ZDate,
  endDate: ZDate.nullable(),
  startTime: ZTime,
  endTime: ZTime,
  startsAt: ZTimestamp,
  endsAt: ZTimestamp,
  rows: ZRowNo,
  catering: z.string().nullable(),
  comment: z.string().nullable(),
  isVacancy: z.boolean(),
  /** One entry per row, 1..rows, with the person holding it (cancelled people are not on a row). */
  positions: z.array(z.object({ rowNo: ZRowNo, assignment: ZAssignmentView.nullable() })),
  cancelled: z.array(ZAssignmentView),
});
export type TCrewItem = z.infer<typeof ZCrewItem>;

export const ZCrewItemStatusView = z.object({
  id: ZId,
  status: ZCrewItemStatus,
  allowedActions: z.array(ZCrewItemAction),
});
export type TCrewItemStatusView = z.infer<typeof ZCrewItemStatusView>;
