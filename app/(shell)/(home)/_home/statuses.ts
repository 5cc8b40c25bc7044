// Status words are message keys; a status the backend adds later shows as "other" until it gets one.
import { PROJECT_STATUSES } from '@/lib/domain/projects';

export type TProjectStatusKey = (typeof PROJECT_STATUSES)[number] | 'other';

export const projectStatusKey = (status: string): TProjectStatusKey =>
  (PROJECT_STATUSES as readonly string[]).includes(status) ? (status as TProjectStatusKey) : 'other';
