// The states and lists of the planning core as plain constants, without zod, so that browser
// code can use them without loading the schemas (assignments.ts and jobs.ts build on these).
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
export type TAssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** A person in one of these states is booked: a second overlapping booking is a double booking. */
export const CONFIRMED_ASSIGNMENT_STATUSES: readonly TAssignmentStatus[] = ['confirmed', 'confirmedWeb', 'hasChanged'];
/** A person in one of these states works the shift: payrolls, hours and check-ins follow them. */
export const WORKING_ASSIGNMENT_STATUSES: readonly TAssignmentStatus[] = [
  ...CONFIRMED_ASSIGNMENT_STATUSES,
  'clientAdded',
];
/** A person is asked to answer these: to accept or decline (the "to confirm" jobs). */
export const AWAITING_ANSWER_STATUSES: readonly TAssignmentStatus[] = ['requested', 'hasChanged'];
/** What a planner may set when requesting or changing an assignment. */
export const PLANNER_ASSIGNMENT_STATUSES = ['requested', 'spare', 'confirmed'] as const;

export const JOB_LISTS = ['upcoming', 'past', 'toConfirm', 'appliedFor'] as const;
export type TJobList = (typeof JOB_LISTS)[number];
export const APPLICATION_STATUSES = ['applied', 'withdrawn', 'confirmed', 'rejected'] as const;
export const JOB_KINDS = ['assignment', 'application'] as const;
