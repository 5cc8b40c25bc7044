// One more attempt at a failed job (the list is failed-jobs.read.ts): the queue takes it again at
// once, and the job leaves the list until it fails again.
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { requeueFailed } from '../../jobs/queue';
import type { TRetriedJob } from '../../../domain/system';

export async function retryFailedJob(db: DbOrTx, tenantId: number, id: number): Promise<TRetriedJob> {
  const job = await requeueFailed(db, tenantId, id);
  if (!job) throw notFound('Failed job');
  return { id: job.id, runAt: job.runAt.toISOString() };
}
