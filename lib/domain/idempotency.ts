// Sending a write again without doing it twice. The device's offline queue marks each action
// with an Idempotency-Key (a UUID it makes once per action); the backend answers the same key
// with the first answer instead of running the action again (lib/backend/http/idempotent.ts).
// No zod here: the offline queue in the browser reads isDecided, and zod would weigh on its pages.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was given before and is now given again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** How long a key is remembered: the queue sends nothing older than a day (CHECK_MAX_PAST_HOURS). */
export const IDEMPOTENCY_KEEP_HOURS = 48;

/**
 * Whether an answer settles the action: 2xx (done) and 4xx (refused for good). Not 401 (the
 * session ran out: sent again after the next login), 408 and 429 (the server did not get to
 * it), and no 5xx. The offline queue sends undecided actions again, and the backend remembers
 * only decided answers under their key.
 */
const UNDECIDED_4XX: ReadonlySet<number> = new Set([401, 408, 429]);
export const isDecided = (status: number) =>
  (status >= 200 && status < 300) || (status >= 400 && status < 500 && !UNDECIDED_4XX.has(status));
