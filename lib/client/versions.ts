// A change refused because someone else changed the record meanwhile (412 PRECONDITION_FAILED,
// lib/domain/versions.ts): who did, when, and the version to base the change on if the user
// applies it again.
import type { TVersionConflict } from '../domain/versions';
import { ApiClientError } from './fetcher';

/** The conflict of a refused change, or null for any other error. */
export function versionConflictOf(err: unknown): TVersionConflict | null {
  if (!(err instanceof ApiClientError) || err.code !== 'PRECONDITION_FAILED') return null;
  const d = err.details as Partial<TVersionConflict> | undefined;
  if (!d || typeof d.version !== 'number') return null;
  const by = d.changedBy;
  return {
    version: d.version,
    changedAt: typeof d.changedAt === 'string' ? d.changedAt : null,
    changedBy: by && typeof by.id === 'number' && typeof by.name === 'string' ? { id: by.id, name: by.name } : null,
  };
}
