// Status words are message keys; a status the backend adds later shows as "other" until it gets one.
import { ASSIGNMENT_STATUSES } from '@/lib/domain/planning';
import { PROJECT_STATUSES } from '@/lib/domain/projects';

export type TJobStatusKey = (typeof ASSIGNMENT_STATUSES)[number] | 'other';
export type TProjectStatusKey = (typeof PROJECT_STATUSES)[number] | 'other';

export const jobStatusKey = (status: string): TJobStatusKey =>
  (ASSIGNMENT_STATUSES as readonly string[]).includes(status) ? (status as TJobStatusKey) : 'other';

export const projectStatusKey = (status: string): TProjectStatusKey =>
  (PROJECT_STATUSES as readonly string[]).includes(status) ? (status as TProjectStatusKey) : 'other';
