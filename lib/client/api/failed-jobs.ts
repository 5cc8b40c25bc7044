'use client';
// One more attempt at a failed job, in the browser (/failed-jobs).
import * as endpoint from '@/lib/domain/system/endpoints';
import type * as op from '@/lib/domain/system/operations/failed-jobs';
import { callOperation } from './call-operation';

export const retryFailedJob = (id: number) => callOperation<typeof op.retryFailedJob>(endpoint.retryFailedJob, { id });
