// Shapes of the planning core (DOMAIN.md "Planning") shared by the backend and the web app:
// project crews, crew items and their rows, assignments, jobs and blocked dates.
import { z } from 'zod';
import { ZId, ZIsoDate, ZTimeOfDay } from './primitives';

export const CREW_ITEM_STATUSES = ['design', 'active', 'notNeeded', 'closed'] as const;
export const ZCrewItemStatus = z.enum(CREW_ITEM_STATUSES);
export type TCrewItemStatus = z.infer<typeof ZCrewItemStatus>;

/** The actions of SPEC §4 that change (or keep) a crew item's status. */
export const CREW_ITEM_ACTIONS = ['create', 'update', 'activate', 'notNeeded', 'reactivate', 'noShow'] as const;
export const ZCrewItemAction = z.enum(CREW_ITEM_ACTIONS);
export type TCrewItemAction = z.infer<typeof ZCrewItemAction>;

export const ASSIGNMENT_STATUSES = [
  'requested',
  'spare',
  'confirmed',
  'confirmedWeb',
  'hasChanged',
  'cancelled',
  'noShow',
  'clientRequested',
  'clientAdded',
] as const;
export const ZAssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type TAssignmentStatus = z.infer<typeof ZAssignmentStatus>;
/** A person in one of these states is booked: a second overlapping booking is a double booking. */
export const CONFIRMED_ASSIGNMENT_STATUSES: readonly TAssignmentStatus[] = ['confirmed', 'confirmedWeb', 'hasChanged'];
/** What a planner may set when requesting or changing an assignment. */
export const PLANNER_ASSIGNMENT_STATUSES = ['requested', 'spare', 'confirmed'] as const;

export const JOB_LISTS = ['upcoming', 'past', 'toConfirm', 'appliedFor'] as const;
export const ZJobList = z.enum(JOB_LISTS);
export type TJobList = z.infer<typeof ZJobList>;

/** The longest crew item or blocked date (days), so that daily windows stay bounded. */
export const MAX_SPAN_DAYS = 366;
export const MAX_ROWS = 100;

export { ZId };
export const ZPlanDate = ZIsoDate;
export const ZPlanTime = ZTimeOfDay;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);

/** Issue for an end date before the start or a span longer than MAX_SPAN_DAYS (null when fine). */
export function dateRangeProblem(startDate: string, endDate: string | null | undefined): string | null {
  if (!endDate) return null;
  const days = daysBetween(startDate, endDate);
  if (days < 0) return 'The end date lies before the start date';
  if (days >= MAX_SPAN_DAYS) return `At most ${MAX_SPAN_DAYS} days`;
  return null;
}

function refineRange(v: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (!v.startDate) return;
  const problem = dateRangeProblem(v.startDate, v.endDate);
  if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
}

// ---- references inside responses ----
export const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;
export const ZProjectRef = z.object({ id: z.number().int(), number: z.number().int(), name: z.string() });
export const ZLocationRef = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() });
export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

// ---- project crews ----
export const ZProjectCrewCreate = z
  .object({
    projectId: ZId,
    name: z.string().trim().min(1, 'Enter a name').max(200),
    locationId: ZId.nullish(),
    crewChiefId: ZId.nullish(),
    contactOnSiteId: ZId.nullish(),
    startDate: ZPlanDate,
    endDate: ZPlanDate.nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TProjectCrewCreate = z.infer<typeof ZProjectCrewCreate>;

export const ZProjectCrewUpdate = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200).optional(),
    locationId: ZId.nullish(),
    crewChiefId: ZId.nullish(),
    contactOnSiteId: ZId.nullish(),
    startDate: ZPlanDate.optional(),
    endDate: ZPlanDate.nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TProjectCrewUpdate = z.infer<typeof ZProjectCrewUpdate>;

export const ZCrewCounts = z.object({
  items: z.number().int(),
  rows: z.number().int(),
  filled: z.number().int(),
  confirmed: z.number().int(),
});
export const ZProjectCrew = z.object({
  id: z.number().int(),
  name: z.string(),
  project: ZProjectRef,
  location: ZLocationRef.nullable(),
  crewChief: ZPersonRef.nullable(),
  contactOnSite: ZPersonRef.nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  comment: z.string().nullable(),
  counts: ZCrewCounts,
});
export type TProjectCrew = z.infer<typeof ZProjectCrew>;

// ---- crew items ----
export const ZCrewItemCreate = z
  .object({
    projectCrewId: ZId,
    functionId: ZId,
    startDate: ZPlanDate,
    endDate: ZPlanDate.nullish(),
    startTime: ZPlanTime,
    endTime: ZPlanTime,
    rows: z.number().int().min(1).max(MAX_ROWS),
    catering: z.string().trim().max(100).nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TCrewItemCreate = z.infer<typeof ZCrewItemCreate>;

export const ZCrewItemUpdate = z
  .object({
    id: ZId,
    functionId: ZId.optional(),
    startDate: ZPlanDate.optional(),
    endDate: ZPlanDate.nullish(),
    startTime: ZPlanTime.optional(),
    endTime: ZPlanTime.optional(),
    rows: z.number().int().min(1).max(MAX_ROWS).optional(),
    catering: z.string().trim().max(100).nullish(),
    comment: z.string().max(2000).nullish(),
  })
  .strict()
  .superRefine(refineRange);
export type TCrewItemUpdate = z.infer<typeof ZCrewItemUpdate>;

export const ZCrewItemRef = z.object({ id: ZId }).strict();
export const ZNoShow = z.object({ id: ZId, assignmentId: ZId }).strict();

export const ZAssignmentView = z.object({
  id: z.number().int(),
  rowNo: z.number().int(),
  status: ZAssignmentStatus,
  person: ZPersonRef,
  doubleBooked: z.boolean(),
  declineReason: z.string().nullable(),
});
export type TAssignmentView = z.infer<typeof ZAssignmentView>;

export const ZCrewItem = z.object({
  id: z.number().int(),
  status: ZCrewItemStatus,
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  rows: z.number().int(),
  catering: z.string().nullable(),
  comment: z.string().nullable(),
  isVacancy: z.boolean(),
  /** One entry per row, 1..rows, with the person holding it (cancelled people are not on a row). */
  positions: z.array(z.object({ rowNo: z.number().int(), assignment: ZAssignmentView.nullable() })),
  cancelled: z.array(ZAssignmentView),
});
export type TCrewItem = z.infer<typeof ZCrewItem>;

export const ZCrewItemStatusView = z.object({
  id: z.number().int(),
  status: ZCrewItemStatus,
  allowedActions: z.array(ZCrewItemAction),
});

// ---- assignments ----
export const ZAssignmentCreate = z
  .object({
    crewItemId: ZId,
    rowNo: z.number().int().min(1).max(MAX_ROWS).optional(),
    personId: ZId,
    status: z.enum(PLANNER_ASSIGNMENT_STATUSES).default('requested'),
    confirmDoubleBooking: z.boolean().optional(),
  })
  .strict();
export type TAssignmentCreate = z.infer<typeof ZAssignmentCreate>;

export const ZAssignmentUpdate = z
  .object({
    status: z.enum(PLANNER_ASSIGNMENT_STATUSES),
    confirmDoubleBooking: z.boolean().optional(),
  })
  .strict();
export type TAssignmentUpdate = z.infer<typeof ZAssignmentUpdate>;

export const ZAssignment = z.object({
  id: z.number().int(),
  crewItemId: z.number().int(),
  rowNo: z.number().int(),
  personId: z.number().int(),
  status: ZAssignmentStatus,
  declineReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** One entry of a 409 DOUBLE_BOOKING answer's `details`. */
export const ZBookingConflict = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('assignment'),
    assignmentId: z.number().int(),
    crewItemId: z.number().int(),
    status: ZAssignmentStatus,
    project: ZProjectRef,
    crew: ZNamedRef,
    function: ZNamedRef,
    startsAt: z.string(),
    endsAt: z.string(),
  }),
  z.object({
    kind: z.literal('blockedDate'),
    blockedDateId: z.number().int(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    reason: z.string().nullable(),
  }),
]);
export type TBookingConflict = z.infer<typeof ZBookingConflict>;

// ---- jobs ----
export const ZJobsQuery = z.object({ list: ZJobList.default('upcoming') });

export const ZJob = z.object({
  id: z.number().int(),
  kind: z.enum(['assignment', 'application']),
  status: z.string(),
  crewItemId: z.number().int(),
  rowNo: z.number().int().nullable(),
  project: ZProjectRef,
  crew: ZNamedRef,
  function: ZNamedRef,
  location: ZLocationRef.nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  isCrewChief: z.boolean(),
  crewChief: ZPersonRef.nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobConfirmation = z
  .object({
    accept: z.boolean(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type TJobConfirmation = z.infer<typeof ZJobConfirmation>;

// ---- blocked dates ----
export const ZBlockDateCreate = z
  .object({
    startDate: ZPlanDate,
    endDate: ZPlanDate.nullish(),
    reason: z.string().trim().max(200).nullish(),
    companyId: ZId.nullish(),
    /** Planners may block a date for someone else; everyone else blocks their own. */
    personId: ZId.optional(),
  })
  .strict()
  .superRefine(refineRange);
export type TBlockDateCreate = z.infer<typeof ZBlockDateCreate>;

export const ZBlockDate = z.object({
  id: z.number().int(),
  personId: z.number().int(),
  companyId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TBlockDate = z.infer<typeof ZBlockDate>;
