'use client';
// A form's send through the offline queue (use-outbox.ts): the answer's data when it was sent,
// null when it waits on the device. A refusal is thrown as the fetcher's error, with its field
// messages, for the form to show as it shows any other.
import { apiErrorFromBody } from './fetcher';
import type { TQueued } from './offline-queue';
import { sendOrQueue } from './use-outbox';

export async function submitOrQueue<T>(item: TQueued): Promise<T | null> {
  const outcome = await sendOrQueue(item);
  if (outcome.state === 'queued') return null;
  if (outcome.state === 'sent') return outcome.data as T;
  throw apiErrorFromBody(outcome.answer.status, outcome.answer.body);
}
