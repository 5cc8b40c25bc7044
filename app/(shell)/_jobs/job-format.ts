// Pure rules of the jobs screens: which list a URL asks for, where a job leads, whether it
// can be answered, and when a night shift's end needs its own day (night-shift.ts).
import {
  APPLICATION_STATUSES,
  ASSIGNMENT_STATUSES,
  AWAITING_ANSWER_STATUSES,
  JOB_LISTS,
  type TAssignmentStatus,
  type TJobList,
} from '@/lib/domain/planning/statuses';

export const parseJobList = (value: string | string[] | undefined): TJobList =>
  typeof value === 'string' && (JOB_LISTS as readonly string[]).includes(value) ? (value as TJobList) : 'upcoming';

type TJobLike = { id: number; kind: 'assignment' | 'application'; status: string; startsAt: string; endsAt: string };

export const jobHref = (job: Pick<TJobLike, 'id' | 'kind'>) =>
  job.kind === 'application' ? `/jobs/${job.id}?kind=application` : `/jobs/${job.id}`;

/** Assignments that wait for the person's answer (the backend's "to confirm" rule). */
export const isAwaitingAnswer = (job: Pick<TJobLike, 'kind' | 'status'>) =>
  job.kind === 'assignment' && AWAITING_ANSWER_STATUSES.includes(job.status as TAssignmentStatus);

export const JOB_STATUS_KEYS = [...ASSIGNMENT_STATUSES, ...APPLICATION_STATUSES, 'other'] as const;
export type TJobStatusKey = (typeof JOB_STATUS_KEYS)[number];

/** Message key of a status; a status added later shows as "other" until it has words. */
export const jobStatusKey = (status: string): TJobStatusKey =>
  (JOB_STATUS_KEYS as readonly string[]).includes(status) ? (status as TJobStatusKey) : 'other';

/** The jobs of a list, earliest first for what is coming and latest first for the past. */
export function sortJobs<T extends Pick<TJobLike, 'startsAt'>>(jobs: readonly T[], list: TJobList): T[] {
  const sign = list === 'past' ? -1 : 1;
  return [...jobs].sort((a, b) => sign * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
}
